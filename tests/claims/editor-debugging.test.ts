// What the Debugging in VS Code and Other Editors guide (docs/*/guide/advanced/editor-debugging.mdx)
// says Rstest does, proven against real runs of the pinned @rstest/core, and its extension section
// checked against the extension's manifest (tests/fixtures/rstest-vscode-extension.package.json, a
// copy of the Rstest repository's packages/vscode/package.json, version field 0.11.9). VS Code
// itself is not run here; the page says so. A claim is marked on both pages with
// `{/* proven by tests/claims/editor-debugging.test.ts: <test name> */}`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { findMissingLine } from '../../scripts/examples/outcome.mjs';
import { blocksOf, LANGS, pageSource, quote } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, localRuns, ROOT, type RstestRun } from '../helpers/rstest';

const PAGE = 'guide/advanced/editor-debugging.mdx';
const { run, writeProject } = localRuns();

const { claim, claimsAreMarked } = pageClaims('editor-debugging.test.ts', PAGE);

/** The project of the page: its `src/` blocks. */
const projectFiles = (): Record<string, string> =>
  Object.fromEntries(
    blocksOf('en', PAGE)
      .filter((block) => block.title?.startsWith('src/'))
      .map((block) => [block.title as string, `${block.code}\n`]),
  );

/** `node <args>` in the project, as a debugger launches it (without VS Code). */
function node(project: Pick<RstestRun, 'dir'>, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: project.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...LOCAL_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

describe(PAGE, () => {
  claim('the launch.json configurations run the open file, and only the selected test', () => {
    const project = writeProject(projectFiles());
    const launch = JSON.parse(quote(PAGE, '"configurations"'));
    const variables: Record<string, string> = {
      workspaceFolder: project.dir,
      relativeFile: 'src/sum.test.ts',
      selectedText: 'adds negative numbers',
    };
    const expand = (value: string) => value.replace(/\$\{(\w+)\}/g, (_, name: string) => variables[name]);
    const [currentFile, selected] = launch.configurations.map((config: { program: string; args: string[] }) => [
      expand(config.program),
      ...config.args.map(expand),
    ]);

    const file = node(project, currentFile);
    expect(file.status, file.output).toBe(0);
    expect(file.output).toContain('Tests 2 passed');

    // The command the page prints for the second configuration is the one it launches.
    const command = quote(PAGE, 'node node_modules/@rstest/core/bin/rstest.js run src/sum.test.ts -t');
    expect(command).toBe(
      `node ${path.relative(project.dir, selected[0])} ${selected
        .slice(1)
        .map((arg: string) => (arg.includes(' ') ? `"${arg}"` : arg))
        .join(' ')}`,
    );
    const one = node(project, selected);
    expect(one.status, one.output).toBe(0);
    const printed = quote(PAGE, 'Tests 1 passed | 1 skipped (2)');
    expect(findMissingLine(printed, one.output), one.output).toBeUndefined();

    // `program` is the `bin` of @rstest/core.
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rstest/core/package.json'), 'utf8'));
    expect(`node_modules/@rstest/core/${manifest.bin.rstest.replace('./', '')}`).toBe(
      path.relative(project.dir, selected[0]),
    );
  });

  claim(
    'with an inspector in the rstest process the compiled tests carry inline source maps, without one they do not',
    () => {
      const project = run(projectFiles(), { args: ['run', '--dev.writeToDisk'] });
      expect(project.status, project.output).toBe(0);
      const compiled = () => readFileSync(path.join(project.dir, 'dist/.rstest-temp/src_sum~test~ts.mjs'), 'utf8');
      expect(compiled()).toContain('//# sourceMappingURL=src_sum~test~ts.mjs.map');
      expect(compiled()).not.toContain('sourceMappingURL=data:');

      const inspected = node(project, [
        '--inspect=0',
        'node_modules/@rstest/core/bin/rstest.js',
        'run',
        '--dev.writeToDisk',
      ]);
      expect(inspected.status, inspected.output).toBe(0);
      const inline = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,(\S+)/.exec(compiled());
      expect(inline).not.toBeNull();
      const map = JSON.parse(Buffer.from(inline?.[1] ?? '', 'base64').toString('utf8'));
      expect(map.sources.map((source: string) => path.relative(project.dir, source))).toEqual(
        expect.arrayContaining(['src/sum.test.ts', 'src/sum.ts']),
      );
    },
  );

  claim('the workers start with the NODE_OPTIONS of the rstest process', () => {
    // What a debugger's bootloader does: a module that NODE_OPTIONS loads into every Node.js process.
    const project = writeProject({
      ...projectFiles(),
      'preload.cjs':
        "require('node:fs').appendFileSync(__dirname + '/started.txt', require('node:path').basename(process.argv[1]) + '\\n');\n",
    });
    const result = node(project, ['node_modules/@rstest/core/bin/rstest.js', 'run'], {
      NODE_OPTIONS: `--require ${path.join(project.dir, 'preload.cjs')}`,
    });
    expect(result.status, result.output).toBe(0);
    const started = readFileSync(path.join(project.dir, 'started.txt'), 'utf8').trim().split('\n');
    expect(started).toContain('rstest.js');
    expect(started).toContain('worker.js');
  });

  claim('the workers inherit the inspector flag of the rstest process and each listens on a port of its own', () => {
    const project = writeProject({
      ...projectFiles(),
      'src/other.test.ts':
        "import { expect, test } from '@rstest/core';\n\ntest('other', () => {\n  expect(1).toBe(1);\n});\n",
    });
    const command = quote(PAGE, 'node --inspect=0 node_modules/@rstest/core/bin/rstest.js run');
    const [, ...args] = command.split(' ');
    // The page's command runs one file; without the filter both files run, each in its own worker.
    const result = node(
      project,
      args.filter((arg) => arg !== 'src/sum.test.ts'),
    );
    expect(result.status, result.output).toBe(0);
    const ports = [...result.output.matchAll(/^Debugger listening on ws:\/\/127\.0\.0\.1:(\d+)\//gm)].map(
      ([, port]) => port,
    );
    // The rstest process and one worker per test file.
    expect(ports.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ports).size).toBe(ports.length);
    const shown = quote(PAGE, 'Debugger listening on ws://127.0.0.1:');
    expect(shown).toMatch(/^Debugger listening on ws:\/\/127\.0\.0\.1:\d+\/[\w-]+$/);
  });

  claim("the extension section lists the manifest's commands and settings with their types and defaults", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT, 'tests/fixtures/rstest-vscode-extension.package.json'), 'utf8'),
    );
    expect(manifest.version).toBe('0.11.9');
    const { commands, configuration, menus } = manifest.contributes;
    for (const lang of LANGS) {
      const source = pageSource(lang, PAGE);
      const row = (key: string) => {
        const found = source.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
        expect(found, `docs/${lang}/${PAGE} has a row for ${key}`).toBeDefined();
        return (found ?? '').split('|').map((cell) => cell.trim());
      };
      for (const text of [
        '`0.11.9`',
        '`rstack`',
        '`^1.97.0`',
        ...manifest.activationEvents.map((event: string) => `\`${event.replace('workspaceContains:', '')}\``),
      ]) {
        expect(source, lang).toContain(text);
      }
      // Commands: id and title as the Command Palette shows them (category: title).
      const commandRows = source
        .split('\n')
        .filter((line) => line.startsWith('| `rstest.') && line.split('|').length === 5);
      expect(commandRows).toHaveLength(commands.length);
      for (const command of commands) {
        expect(row(command.command)[2]).toBe(`${command.category}: ${command.title}`);
      }
      // Only Show Output stays in the Command Palette.
      const hidden = menus.commandPalette
        .filter((entry: { when: string }) => entry.when === 'false')
        .map((entry: { command: string }) => entry.command);
      expect(
        commands.map((command: { command: string }) => command.command).filter((id: string) => !hidden.includes(id)),
      ).toEqual(['rstest.openOutput']);
      // Settings: every key, with its type and default.
      const settings = Object.entries(configuration.properties) as [
        string,
        { type: string | string[]; default?: unknown; enum?: string[]; items?: { type: string } },
      ][];
      const settingRows = source
        .split('\n')
        .filter((line) => line.startsWith('| `rstest.') && line.split('|').length === 6);
      expect(settingRows).toHaveLength(settings.length);
      for (const [key, schema] of settings) {
        const [, , type, defaultValue] = row(key);
        const expectedType = schema.enum
          ? schema.enum.map((value) => `\`"${value}"\``).join(lang === 'en' ? ' or ' : ' 或 ')
          : schema.type === 'array'
            ? `\`${schema.items?.type}[]\``
            : Array.isArray(schema.type)
              ? schema.type.map((value) => `\`${value}\``).join(lang === 'en' ? ' or ' : ' 或 ')
              : `\`${schema.type}\``;
        expect(type, key).toBe(expectedType);
        expect(defaultValue, key).toBe(schema.default === undefined ? '—' : `\`${JSON.stringify(schema.default)}\``);
      }
    }
  });

  claimsAreMarked();
});
