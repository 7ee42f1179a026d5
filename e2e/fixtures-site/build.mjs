// Builds the fixture site when its output is missing or older than its inputs (the theme, the
// fixture pages, the config, i18n.json). playwright.config.ts runs it once before serving the site.
// Usage: node e2e/fixtures-site/build.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const repo = path.join(here, '..', '..');
const output = path.join(here, 'doc_build', 'index.html');
const inputs = [
  path.join(repo, 'theme'),
  path.join(repo, 'i18n.json'),
  path.join(here, 'docs'),
  path.join(here, 'rspress.config.ts'),
  path.join(repo, 'rspress-slim'),
];

/**
 * The newest modification time of a file or of the files under a folder.
 * @param {string} file
 * @returns {number}
 */
function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

// The embedded CLI guide is an input too.
inputs.push(path.join(repo, 'docs', 'en', 'guide', 'basic', 'cli.mdx'));

if (!existsSync(output) || Math.max(...inputs.map(newest)) > statSync(output).mtimeMs) {
  // Its own working folder keeps Rspress's temporary files apart from the main site's builds.
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js'), 'build', '-c', 'rspress.config.ts'],
    {
      cwd: here,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
