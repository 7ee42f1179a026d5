// What `npm run build` prints: no per-file size tables unless asked for, and after a failed build
// nothing after the error that is not about it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger } from '@rspress/core';
import { afterEach, expect, test, vi } from 'vitest';
import { pluginRedirects } from '../plugins/redirects';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

// Read afresh: the config reads BUILD_SIZES when it is loaded.
const loadConfig = async () => {
  vi.resetModules();
  return (await import('../rspress.config')).default;
};

test("Rsbuild's per-file size tables are printed only with BUILD_SIZES=1", async () => {
  vi.stubEnv('BUILD_SIZES', '');
  expect((await loadConfig()).builderConfig?.performance?.printFileSize).toBe(false);
  vi.stubEnv('BUILD_SIZES', '1');
  expect((await loadConfig()).builderConfig?.performance?.printFileSize).toBe(true);
});

test('the dead-link report runs in the site build', async () => {
  const names = (await loadConfig()).plugins?.map((plugin) => plugin.name);
  expect(names).toContain('rstest-docs:dead-links');
});

test('a failed build writes no redirect pages and warns of no missing targets', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  try {
    const plugin = pluginRedirects([{ from: '/old', to: '/new' }]);
    plugin.beforeBuild?.({ outDir, siteOrigin: 'https://example.org' }, true);
    let afterBuild: (params: { stats?: { hasErrors(): boolean } }) => unknown = () => undefined;
    const [rsbuildPlugin] = plugin.builderConfig?.plugins ?? [];
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the one Rsbuild API the plugin calls.
    (rsbuildPlugin as any).setup({ onAfterBuild: (hook: typeof afterBuild) => (afterBuild = hook) });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    await afterBuild({ stats: { hasErrors: () => true } });
    expect(warn).not.toHaveBeenCalled();
    expect(readdirSync(outDir)).toEqual([]);

    // The same hook after a build that succeeded but lacks the target page: the warning a writer needs.
    await afterBuild({ stats: { hasErrors: () => false } });
    expect(warn).toHaveBeenCalledWith('site/redirects.ts sends to pages that were not built:\n  /old → /new');
    expect(readdirSync(outDir).sort()).toEqual(['_redirects', 'old', 'old.html']);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

// Rspress calls every plugin's afterBuild after each recompile of `npm run dev` too (isProd false),
// before the writer's page updates: reading the last build's files there cost an edit ~230 ms.
test('in dev, no plugin of the site reads or writes the output folder after a recompile', async () => {
  const config = await loadConfig();
  const outDir = path.join(tmpdir(), 'no-such-output-folder');
  const withHook = (config.plugins ?? []).filter((plugin) => plugin.afterBuild);
  expect(withHook.map((plugin) => plugin.name)).toContain('rstest-docs:llms');
  for (const plugin of withHook) {
    await expect(plugin.afterBuild?.({ ...config, outDir }, false), plugin.name).resolves.toBeUndefined();
  }
  // The same call for a production build reads the folder: the dev call above is what skips it.
  const llms = withHook.find((plugin) => plugin.name === 'rstest-docs:llms');
  await expect(llms?.afterBuild?.({ ...config, outDir }, true)).rejects.toThrow(/ENOENT/);
});
