// Installs the @rstest/core under test, with its companion packages, in a scratch folder outside the
// repository, and builds there a copy of the repository whose node_modules resolves those packages:
// every test and example then runs unchanged against them, and the repository's own node_modules is
// only read (linked), never written.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../packages.mjs';

const require = createRequire(import.meta.url);
/** @type {{ satisfies(version: string, range: string, options?: object): boolean; rcompare(a: string, b: string): number }} */
const semver = require('semver');

/** The packages installed beside @rstest/core, at the versions that go with it. */
export const COMPANIONS = [
  '@rstest/coverage-istanbul',
  '@rstest/coverage-v8',
  '@rstest/adapter-rslib',
  '@rstest/adapter-rspack',
];

/**
 * @typedef {object} Target What `npm run drift -- <target>` is about.
 * @property {string} label As given: `0.11.12`, a folder or a tarball.
 * @property {string} spec What the scratch package.json asks for (a version or `file:` path).
 * @property {string} version The version it installs.
 */

/**
 * @param {string} arg a published version (or dist-tag), a package folder or a `.tgz` tarball
 * @returns {Target}
 */
export function resolveTarget(arg) {
  const local = path.resolve(arg);
  if (existsSync(local)) {
    const spec = `file:${local}`;
    if (lstatSync(local).isDirectory()) {
      return { label: arg, spec, version: JSON.parse(readFileSync(path.join(local, 'package.json'), 'utf8')).version };
    }
    const manifest = execFileSync('tar', ['-xzOf', local, 'package/package.json'], { encoding: 'utf8' });
    return { label: arg, spec, version: JSON.parse(manifest).version };
  }
  const version = npmView(`@rstest/core@${arg}`, 'version');
  if (typeof version !== 'string') throw new Error(`@rstest/core@${arg} names no single published version`);
  return { label: arg, spec: version, version };
}

/**
 * @param {string} spec
 * @param {...string} fields
 * @returns {any} what `npm view --json` prints
 */
function npmView(spec, ...fields) {
  const out = execFileSync('npm', ['view', spec, ...fields, '--json'], { encoding: 'utf8', cwd: ROOT });
  return out.trim() ? JSON.parse(out) : undefined;
}

/**
 * The version of each companion that installs with `coreVersion`: the same version when it is
 * published and accepts it, else the newest one whose `@rstest/core` peer range accepts it. A
 * companion with no such version is left out (and named in the report's header).
 * @param {string} coreVersion
 * @returns {{ chosen: Record<string, string>, missing: string[] }}
 */
export function companionVersions(coreVersion) {
  /** @type {Record<string, string>} */
  const chosen = {};
  /** @type {string[]} */
  const missing = [];
  for (const name of COMPANIONS) {
    /** @type {{ version: string, peerDependencies?: Record<string, string> }[]} */
    const releases = [npmView(`${name}@>=0.0.0`, 'version', 'peerDependencies') ?? []].flat();
    const accepts = (/** @type {{ peerDependencies?: Record<string, string> }} */ release) => {
      const range = release.peerDependencies?.['@rstest/core'];
      return range === undefined || semver.satisfies(coreVersion, range, { includePrerelease: true });
    };
    const same = releases.find((release) => release.version === coreVersion && accepts(release));
    const newest = releases
      .filter(accepts)
      .map((release) => release.version)
      .sort(semver.rcompare)[0];
    const version = same?.version ?? newest;
    if (version) chosen[name] = version;
    else missing.push(name);
  }
  return { chosen, missing };
}

/**
 * Runs `npm install` of the target and its companions in `dir/install`. Peer dependencies are not
 * installed (`--legacy-peer-deps`): the repository's own copies (happy-dom, jsdom, @rslib/core, …)
 * are linked in afterwards, so the packages under test meet the same neighbours as the pinned ones.
 * The repository's `overrides` apply, as they do to the pinned tree.
 * @param {string} dir
 * @param {Target} target
 * @param {Record<string, string>} companions
 * @returns {string} the install's node_modules
 */
export function install(dir, target, companions) {
  const installDir = path.join(dir, 'install');
  mkdirSync(installDir, { recursive: true });
  const repoPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  // A folder is packed first, so the install holds a copy with its own dependencies, as from the registry.
  let spec = target.spec;
  const folder = spec.startsWith('file:') ? spec.slice('file:'.length) : undefined;
  if (folder && lstatSync(folder).isDirectory()) {
    const packed = execFileSync('npm', ['pack', folder, '--pack-destination', installDir, '--json'], {
      encoding: 'utf8',
      cwd: installDir,
    });
    spec = `file:${path.join(installDir, JSON.parse(packed)[0].filename)}`;
  }
  const manifest = {
    name: 'rstest-drift-scratch',
    private: true,
    dependencies: { '@rstest/core': spec, ...companions },
    overrides: repoPackage.overrides,
  };
  writeFileSync(path.join(installDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync(
    'npm',
    ['install', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: installDir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const modules = path.join(installDir, 'node_modules');
  linkMissing(path.join(ROOT, 'node_modules'), modules);
  return modules;
}

/**
 * Links every package of `from` that `to` lacks (scoped packages one by one), except npm's own
 * folders: `to` then resolves what it installed itself first and the repository's packages else.
 * @param {string} from
 * @param {string} to
 */
export function linkMissing(from, to) {
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('.')) continue;
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    if (entry.startsWith('@')) {
      mkdirSync(target, { recursive: true });
      linkMissing(source, target);
    } else if (!existsSync(target)) {
      symlinkSync(source, target, 'dir');
    }
  }
}

/** Files of the repository the copy needs besides those git tracks: installed fixture packages. */
const NESTED_MODULES = ['tests/fixtures/rstest-0.11/node_modules'];

/**
 * A copy of the repository's tracked and unignored files (not node_modules, not build output) in
 * `dir/repo`, whose node_modules is `modules`: a test that reads `<root>/node_modules/@rstest/core`
 * or imports `@rstest/core` there gets the package under test.
 * @param {string} dir
 * @param {string} modules
 * @returns {string} the copy's root
 */
export function shadowRepository(dir, modules) {
  const root = path.join(dir, 'repo');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(ROOT, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(source, path.join(root, file));
  }
  symlinkSync(modules, path.join(root, 'node_modules'), 'dir');
  for (const nested of NESTED_MODULES) {
    if (existsSync(path.join(ROOT, nested))) symlinkSync(path.join(ROOT, nested), path.join(root, nested), 'dir');
  }
  return root;
}

/**
 * A fresh scratch folder for one drift run (an earlier one of the same label is removed).
 * @param {string} base e.g. os.tmpdir()
 * @param {string} label
 */
export function scratchFolder(base, label) {
  const dir = path.join(base, `rstest-drift-${label.replace(/[^\w.-]+/g, '_')}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
