// Ports of the servers playwright.config.ts starts (spec files that start servers pick others).
// E2E_PORT_OFFSET moves both, so suites of two checkouts can run side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** The production build of the site. */
export const SITE_PORT = 4173 + offset;
/** The fixture site (e2e/fixtures-site): page kinds and settings the public site does not use. */
export const FIXTURE_SITE_PORT = 4400 + offset;
/** Servers a spec starts itself: this base plus the worker's parallel index. */
export const SPEC_SERVER_PORT_BASE = 4180 + offset;
/** Servers e2e/redirects.spec.ts starts with `--redirects`: this base plus the worker's parallel index. */
export const REDIRECTS_SERVER_PORT_BASE = 4250 + offset;
/** The dev server of the writers' loop suite (playwright.dev.config.ts), and the build it compares with. */
export const DEV_PORT = 3300 + offset;
export const DEV_BUILD_PORT = 4500 + offset;
