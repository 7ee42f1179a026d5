// What docs/*/config/build/resolve.mdx says that a runnable example cannot show (output that must be absent,
// runs that need Git, the shell's environment or a second package version, defaults that Rstest applies where
// an option is used), proven against real runs of the pinned @rstest/core. A claim is marked on both pages
// with `{/* proven by tests/claims/config-resolve.test.ts: <test name> */}`.
import { describe, expect } from 'vitest';
import { pageClaims } from '../helpers/page-claims';
import { rstest, config, printing, seen } from '../helpers/config-claims';

const { claim, claimsAreMarked } = pageClaims('config-resolve.test.ts', 'config/build/resolve.mdx');

describe('resolve.aliasStrategy', () => {
  /** `@p/*` is mapped by the tsconfig paths only; `@both/*` by paths and by alias. */
  const project = (rstestConfig: string) => ({
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@p/*': ['src/p/*'], '@both/*': ['src/p/*'] } },
    }),
    'rstest.config.ts': rstestConfig,
    'src/p/val.ts': "export const from = 'paths';\n",
    'src/alias/val.ts': "export const from = 'alias';\n",
    'src/val.test.ts': printing("{ p: require('@p/val').from, both: require('@both/val').from }"),
  });
  const withStrategy = (strategy: string) =>
    config(
      `{ resolve: { aliasStrategy: '${strategy}', alias: { '@both': require('node:path').resolve('src/alias') } } }`,
    );

  claim("'prefer-tsconfig' (the default) resolves the tsconfig paths, which win over alias for the same prefix", () => {
    const run = rstest(project(withStrategy('prefer-tsconfig')));
    expect(run.status, run.output).toBe(0);
    expect(seen(run.output)).toEqual({ p: 'paths', both: 'paths' });
    const byDefault = rstest(
      project(config("{ resolve: { alias: { '@both': require('node:path').resolve('src/alias') } } }")),
    );
    expect(seen(byDefault.output)).toEqual({ p: 'paths', both: 'paths' });
  });

  claim("'prefer-alias' does not read the tsconfig paths at all: an import only paths maps is not found", () => {
    const run = rstest(project(withStrategy('prefer-alias')));
    expect(run.status).toBe(1);
    expect(run.output).toContain("Cannot find module '@p/val'");
  });
});

claimsAreMarked();
