// Runs every code block marked `runnable` with the pinned @rstest/core.
// Each page becomes one Rstest project (its runnable blocks written at their `title` paths);
// the run fails on a failing test, or on a runnable test file that ran no test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeBlocks, DOCS_DIR, pageFiles } from './code-blocks.mjs';

const ROOT = path.join(import.meta.dirname, '..');
// EXAMPLES_DIR lets two runs (say, of different pages) work side by side.
const WORK = path.resolve(ROOT, process.env.EXAMPLES_DIR ?? '.examples');
const filter = process.argv[2] ?? '';
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
symlinkSync(path.join(ROOT, 'node_modules'), path.join(WORK, 'node_modules'), 'dir');

const projects = [];
const expectedTestFiles = [];
for (const lang of ['en', 'zh']) {
  for (const page of pageFiles(lang)) {
    // Rstest names a project after its folder, so the folder name carries the whole page path.
    const project = `${lang}/${page.replace(/\.mdx?$/, '')}`.replaceAll('/', '--');
    if (!project.includes(filter)) continue;
    const blocks = codeBlocks(readFileSync(path.join(DOCS_DIR, lang, page), 'utf8')).filter((b) => b.runnable);
    if (blocks.length === 0) continue;
    for (const block of blocks) {
      if (!block.title) throw new Error(`docs/${lang}/${page}:${block.line}: a runnable block needs title="<file path>"`);
      const file = path.join(WORK, project, block.title);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${block.code}\n`);
      if (TEST_FILE.test(block.title)) expectedTestFiles.push(`${project}/${block.title}`);
    }
    projects.push(project);
  }
}
if (projects.length === 0) throw new Error(`No runnable code blocks found${filter ? ` for "${filter}"` : ''}`);

const reportFile = path.join(WORK, 'report.json');
const config = { projects, reporters: ['default', ['json', { outputPath: reportFile }]] };
writeFileSync(
  path.join(WORK, 'rstest.config.ts'),
  `import { defineConfig } from '@rstest/core';\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`,
);
let exitCode = 0;
try {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@rstest/core/bin/rstest.js'), 'run'], {
    cwd: WORK,
    stdio: 'inherit',
    // CI=true: a snapshot an example does not show is a failure, not a file quietly written.
    env: { ...process.env, CI: 'true' },
  });
} catch (error) {
  exitCode = error.status ?? 1;
}

if (!existsSync(reportFile)) process.exit(exitCode || 1);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const ran = new Set(report.tests.map((t) => t.testPath));
const silent = expectedTestFiles.filter((file) => !ran.has(file));
for (const file of silent) console.error(`Runnable test file ran no test: .examples/${file}`);
const { summary } = report;
console.log(
  `Examples: ${projects.length} pages, ${summary.testFiles} test files, ${summary.passedTests} passed, ${summary.failedTests} failed`,
);
process.exit(exitCode || (silent.length > 0 ? 1 : 0));
