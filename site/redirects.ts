// Where the pages of the previous Rstest site (site/rstest-rs-urls.txt) live on this one. Links to
// those addresses are all over the web; plugins/redirects.ts turns this table into redirect
// pages and a `_redirects` file. An address of that list that is not a key here is still a route of
// this site; tests/redirects.test.ts checks that every listed address is one or the other, and that
// every target is a page (with the heading, when the target names one).

/** A moved address and the route it now lands on (`#id` when the old page is now a section). */
export interface Redirect {
  from: string;
  to: string;
}

// English paths; each Chinese page moved the same way under /zh (the zh pages carry the en heading ids).
// Pages with no counterpart here land on the closest page, which says why where the reason is a
// version: browser mode and its Playwright provider do not install with 0.12.0 (the browser config
// page says so); the release posts of 0.10 and 0.11 go to the page on upgrading from 0.11.
const MOVED: Record<string, string> = {
  '/api/javascript-api/rstest-core': '/api/javascript-api/configHelpers',
  '/api/javascript-api/types': '/api/javascript-api/configHelpers#types',
  '/api/runtime-api/': '/api/',
  '/api/runtime-api/browser-mode/': '/config/test/browser',
  '/api/runtime-api/browser-mode/assertion': '/config/test/browser',
  '/api/runtime-api/browser-mode/locator': '/config/test/browser',
  '/api/runtime-api/environment-variables': '/guide/advanced/environment-variables',
  '/api/runtime-api/rstest/': '/api/rstest/',
  '/api/runtime-api/rstest/fake-timers': '/api/rstest/fakeTimers',
  '/api/runtime-api/rstest/mock-functions': '/api/rstest/mockFunctions',
  '/api/runtime-api/rstest/mock-instance': '/api/rstest/mockInstance',
  '/api/runtime-api/rstest/mock-modules': '/api/rstest/mockModules',
  '/api/runtime-api/rstest/utilities': '/api/rstest/utilities',
  '/api/runtime-api/test-api/describe': '/api/test-api/describe',
  '/api/runtime-api/test-api/expect': '/api/test-api/expect',
  '/api/runtime-api/test-api/hooks': '/api/test-api/hooks',
  '/api/runtime-api/test-api/test': '/api/test-api/test',
  '/blog/': '/guide/start/upgrade',
  '/blog/announcing-0-10': '/guide/start/upgrade',
  '/blog/announcing-0-11': '/guide/start/upgrade',
  // Config pages are named after their key now.
  '/config/test/chai-config': '/config/test/chaiConfig',
  '/config/test/clear-mocks': '/config/test/clearMocks',
  '/config/test/detect-async-leaks': '/config/test/detectAsyncLeaks',
  '/config/test/disable-console-intercept': '/config/test/disableConsoleIntercept',
  '/config/test/force-rerun-triggers': '/config/test/forceRerunTriggers',
  '/config/test/global-setup': '/config/test/globalSetup',
  '/config/test/hide-skipped-test-files': '/config/test/hideSkippedTestFiles',
  '/config/test/hide-skipped-tests': '/config/test/hideSkippedTests',
  '/config/test/hook-timeout': '/config/test/hookTimeout',
  '/config/test/include-source': '/config/test/includeSource',
  '/config/test/include-task-location': '/config/test/includeTaskLocation',
  '/config/test/log-heap-usage': '/config/test/logHeapUsage',
  '/config/test/max-concurrency': '/config/test/maxConcurrency',
  '/config/test/on-console-log': '/config/test/onConsoleLog',
  '/config/test/only-failures': '/config/test/onlyFailures',
  '/config/test/pass-with-no-tests': '/config/test/passWithNoTests',
  '/config/test/print-console-trace': '/config/test/printConsoleTrace',
  '/config/test/reset-mocks': '/config/test/resetMocks',
  '/config/test/resolve-snapshot-path': '/config/test/resolveSnapshotPath',
  '/config/test/restore-mocks': '/config/test/restoreMocks',
  '/config/test/setup-files': '/config/test/setupFiles',
  '/config/test/slow-test-threshold': '/config/test/slowTestThreshold',
  '/config/test/snapshot-format': '/config/test/snapshotFormat',
  '/config/test/test-environment': '/config/test/testEnvironment',
  '/config/test/test-name-pattern': '/config/test/testNamePattern',
  '/config/test/test-timeout': '/config/test/testTimeout',
  '/config/test/unstub-envs': '/config/test/unstubEnvs',
  '/config/test/unstub-globals': '/config/test/unstubGlobals',
  '/guide/advanced/metadata': '/guide/advanced/metadata-and-cleanup#attach-metadata',
  '/guide/advanced/playwright': '/config/test/browser',
  '/guide/advanced/scoped-cleanup': '/guide/advanced/metadata-and-cleanup#using',
  '/guide/basic/mock': '/guide/basic/mocking',
  '/guide/basic/upgrade-rstest': '/guide/start/upgrade',
  // The extension's commands and settings, from its manifest, beside debugging from any editor.
  '/guide/basic/vscode-extension': '/guide/advanced/editor-debugging#vscode-extension',
  '/guide/browser-testing/': '/config/test/browser',
  '/guide/browser-testing/framework-guides': '/config/test/browser',
  '/guide/browser-testing/getting-started': '/config/test/browser',
  '/guide/browser-testing/user-interactions': '/config/test/browser',
  '/guide/debug/debugging': '/guide/advanced/debug-mode',
  '/guide/debug/profiling': '/guide/advanced/profiling',
  '/guide/debug/troubleshooting': '/guide/advanced/troubleshooting',
  '/guide/framework/more': '/guide/basic/framework-testing',
  '/guide/framework/react': '/guide/basic/framework-testing#react',
  '/guide/framework/vue': '/guide/basic/framework-testing#vue',
  '/guide/integration/adapters': '/guide/advanced/integrations#adapters',
  '/guide/integration/rsbuild': '/guide/advanced/integrations#rsbuild',
  '/guide/integration/rslib': '/guide/advanced/integrations#rslib',
  '/guide/integration/rspack': '/guide/advanced/integrations#rspack',
  '/guide/migration/jest': '/guide/start/migrate-from-jest',
  '/guide/migration/vitest': '/guide/start/migrate-from-vitest',
  // The pages for AI coding agents: installing, migrating, and the `md` reporter agents get.
  '/guide/start/agent-install': '/guide/start/quick-start',
  '/guide/start/agent-migrate': '/guide/start/migrate-from-jest',
  '/guide/start/ai': '/guide/basic/reporters#terminal-output',
  '/guide/start/features': '/guide/start/#what-you-get',
};

/** Every moved address, English then Chinese. */
export const REDIRECTS: readonly Redirect[] = ['', '/zh'].flatMap((prefix) =>
  Object.entries(MOVED).map(([from, to]) => ({ from: `${prefix}${from}`, to: `${prefix}${to}` })),
);
