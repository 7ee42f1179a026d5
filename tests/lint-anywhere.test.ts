// `npm run lint` gives one answer wherever the checkout lives. Biome decides which React rules apply
// from what it reads of package.json, and under a folder named `.cache` it once read nothing: its
// React rules went quiet (a suppression comment then had "no effect", a warning) and files it
// skipped elsewhere were linted. biome.jsonc now names what it lints and which rules apply.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from './helpers/rstest';

test('Biome finds nothing in a copy of the checkout under a folder named .cache', () => {
  const site = path.join(mkdtempSync(path.join(tmpdir(), 'lint-')), '.cache', 'site');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(site, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  // Biome reads .gitignore files of a git checkout (biome.jsonc's `vcs`).
  execFileSync('git', ['init', '--quiet'], { cwd: site });
  const biome = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--error-on-warnings', '.'], {
    cwd: site,
    encoding: 'utf8',
  });
  expect(biome.status, `${biome.stdout}\n${biome.stderr}`).toBe(0);
}, 120_000);
