// The built-in social links, which the site's SocialLinks falls back to (on demand) for link kinds it does not draw.
export { SocialLinks } from '@rspress/core/dist/theme/components/SocialLinks/index.js';
