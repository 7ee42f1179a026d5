// The built-in's stylesheet, for the site's override of it (theme/overrides), which keeps its look.
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
