// The built-in 404 layout's stylesheet, which the site's own 404 page (theme/overrides/NotFoundLayout)
// reuses for its frame. Not exported by @rspress/core's public entries.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
