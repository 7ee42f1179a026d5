// Ports of the servers playwright.config.ts starts (spec files that start servers pick others).
/** The production build of the site. */
export const SITE_PORT = 4173;
/** The fixture site (e2e/fixtures-site): page kinds and settings the public site does not use. */
export const FIXTURE_SITE_PORT = 4400;
