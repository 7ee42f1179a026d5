import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { findMissingLine } from '../../lib/examples/outcome.mjs';
import { blocksOf, LANGS, pageSource, quote, says } from '../helpers/page-quotes';
import { pageClaims } from '../helpers/page-claims';
import { LOCAL_ENV, localRuns, nodeIn, ROOT, type RstestRun } from '../helpers/rstest';

const PAGE = 'guide/advanced/editor-debugging.mdx';
const { run, writeProject } = localRuns();

const { claim, claimsAreMarked } = pageClaims('editor-debugging.test.ts', PAGE, 180_000);

/** The project of the page: its `src/` blocks. */
const projectFiles = (): Record<string, string> =>
  Object.fromEntries(
    blocksOf('en', PAGE)
      .filter((block) => block.title?.startsWith('src/'))
      .map((block) => [block.title as string, `${block.code}\n`]),
  );

/** `node <args>` in the project, as a debugger launches it (without VS Code). */
function node(project: Pick<RstestRun, 'dir'>, args: string[], env: NodeJS.ProcessEnv = {}) {
  const { output, status } = nodeIn(project.dir, args, { env: { ...LOCAL_ENV, ...env } });
  return { output, status };
}

/** `node()`, with stdout and stderr in one stream, in the order a terminal shows them. */
function nodeInOneStream(project: Pick<RstestRun, 'dir'>, args: string[]) {
  const { output, status } = nodeIn(project.dir, args, { env: LOCAL_ENV, interleaved: true });
  return { output, status };
}

const BIN = 'node_modules/@rstest/core/bin/rstest.js';

describe(PAGE, () => {
  claim('a forks worker is a child process, a threads worker a thread of the rstest process', () => {
    says(PAGE, '(/config/test/pool#type)');
    const project = writeProject({
      'rstest.config.ts': `import { writeFileSync } from 'node:fs';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  reporters: ['default', { onTestRunEnd: () => writeFileSync('main.json', JSON.stringify({ pid: process.pid })) }],
});
`,
      'src/where.test.ts': `import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { test } from '@rstest/core';

test('where', () => {
  writeFileSync('worker.json', JSON.stringify({ pid: process.pid, ppid: process.ppid, isMainThread }));
});
`,
    });
    const where = (type: string) => {
      const result = node(project, [BIN, 'run', `--pool.type=${type}`]);
      expect(result.status, result.output).toBe(0);
      const read = (file: string) => JSON.parse(readFileSync(path.join(project.dir, file), 'utf8'));
      return { main: read('main.json').pid, worker: read('worker.json') };
    };
    const forks = where('forks');
    expect(forks.worker).toEqual({ pid: expect.any(Number), ppid: forks.main, isMainThread: true });
    expect(forks.worker.pid).not.toBe(forks.main);
    const threads = where('threads');
    expect(threads.worker).toEqual({ pid: threads.main, ppid: expect.any(Number), isMainThread: false });
  });

  claim('files run in up to pool.maxWorkers workers at once, one at a time with --pool.maxWorkers=1', () => {
    says(PAGE, '`--pool.maxWorkers=1`');
    // Two files whose test takes a second, each writing when it started and ended.
    const timed = (name: string) => `import { writeFileSync } from 'node:fs';
import { test } from '@rstest/core';

test('${name}', async () => {
  const start = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync('${name}.json', JSON.stringify({ start, end: Date.now() }));
});
`;
    const project = writeProject({ 'src/a.test.ts': timed('a'), 'src/b.test.ts': timed('b') });
    const overlap = (maxWorkers: number) => {
      const result = node(project, [BIN, 'run', `--pool.maxWorkers=${maxWorkers}`]);
      expect(result.status, result.output).toBe(0);
      const [a, b] = ['a', 'b'].map((name) => JSON.parse(readFileSync(path.join(project.dir, `${name}.json`), 'utf8')));
      return a.start < b.end && b.start < a.end;
    };
    expect(overlap(2)).toBe(true);
    expect(overlap(1)).toBe(false);
  });

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

  claim('--testTimeout=0 leaves hooks under their own timeout, and --hookTimeout=0 lifts it', () => {
    // A beforeEach slower than the project's hook timeout: what a breakpoint in a hook does to a run.
    const project = writeProject({
      ...projectFiles(),
      'rstest.config.ts':
        "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({ hookTimeout: 100 });\n",
      'src/sum.test.ts': projectFiles()['src/sum.test.ts'].replace(
        "import { expect, test } from '@rstest/core';",
        "import { beforeEach, expect, test } from '@rstest/core';\n\nbeforeEach(() => new Promise((resolve) => setTimeout(resolve, 500)));",
      ),
    });
    const launch = JSON.parse(quote(PAGE, '"configurations"'));
    for (const config of launch.configurations as { args: string[] }[]) {
      expect(config.args).toContain('--testTimeout=0');
      expect(config.args).toContain('--hookTimeout=0');
    }
    // VS Code's ${relativeFile}: the test file open in the editor.
    const args = launch.configurations[0].args.map((arg: string) =>
      arg === `\${relativeFile}` ? 'src/sum.test.ts' : arg,
    );
    const bin = 'node_modules/@rstest/core/bin/rstest.js';

    // Without --hookTimeout=0 the hook still times out, --testTimeout=0 or not.
    const testTimeoutOnly = node(project, [bin, ...args.filter((arg: string) => arg !== '--hookTimeout=0')]);
    expect(testTimeoutOnly.status, testTimeoutOnly.output).toBe(1);
    const message = says(PAGE, '`beforeEach hook timed out in <n>ms`').slice(1, -1);
    expect(testTimeoutOnly.output).toContain(message.replace('<n>', '100'));
    expect(testTimeoutOnly.output).toContain('Tests 2 failed');

    // The page's arguments: the hook takes its time and both tests pass.
    const both = node(project, [bin, ...args]);
    expect(both.status, both.output).toBe(0);
    expect(both.output).toContain('Tests 2 passed');
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

  claim(
    'with node --inspect=0 the rstest process prints its address before the banner, and each worker its own after it',
    () => {
      const project = writeProject({
        ...projectFiles(),
        'src/other.test.ts':
          "import { expect, test } from '@rstest/core';\n\ntest('other', () => {\n  expect(1).toBe(1);\n});\n",
      });
      const address = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/g;
      const listening = (output: string) =>
        output.split('\n').filter((line) => line.startsWith('Debugger listening on'));
      const banner = (output: string) => output.split('\n').findIndex((line) => line.trim() === 'Rstest v0.12.0');
      const beforeBanner = (output: string) =>
        output
          .split('\n')
          .slice(0, banner(output))
          .filter((line) => line.startsWith('Debugger listening on')).length;

      // The page's command and what it prints, addresses aside.
      const command = quote(PAGE, 'node --inspect=0 node_modules/@rstest/core/bin/rstest.js run');
      const [, ...args] = command.split(' ');
      const shown = quote(PAGE, 'Debugger listening on ws://127.0.0.1:');
      const one = nodeInOneStream(project, args);
      expect(one.status, one.output).toBe(0);
      expect(
        findMissingLine(shown.replace(address, '<address>'), one.output.replace(address, '<address>')),
      ).toBeUndefined();
      expect(listening(one.output)).toHaveLength(2);
      expect(listening(shown)).toHaveLength(2);
      expect(beforeBanner(one.output)).toBe(1);

      // Without the filter both files run, each in a worker of its own: one more address after the
      // banner, none more before it.
      const both = nodeInOneStream(
        project,
        args.filter((arg) => arg !== 'src/sum.test.ts'),
      );
      expect(both.status, both.output).toBe(0);
      const ports = listening(both.output).map((line) => /:(\d+)\//.exec(line)?.[1]);
      expect(ports).toHaveLength(3);
      expect(new Set(ports).size).toBe(3);
      expect(beforeBanner(both.output)).toBe(1);
    },
  );

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
      // The debuggerPort row keeps the manifest's condition: a free port only when 9229 is taken.
      const portDefault = /\(9229, or a free port if taken\)/.exec(
        configuration.properties['rstest.debuggerPort'].description,
      );
      expect(portDefault).not.toBeNull();
      expect(row('rstest.debuggerPort')[4]).toContain(
        lang === 'en' ? portDefault?.[0] : '（9229，被占用时使用空闲端口）',
      );
    }
  });

  claimsAreMarked();
});
