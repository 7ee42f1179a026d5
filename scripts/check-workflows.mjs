#!/usr/bin/env node
// Part of `npm run lint`: the GitHub workflows (.github/workflows/*.yml, or the files named) read with
// GitHub's own workflow parser (@actions/workflow-parser, the parser of GitHub's Actions language
// services), which reports what GitHub would refuse: an unknown or misplaced key, a wrong type, an
// expression that does not parse. Then what the schema cannot see: a `needs` naming no job, a
// `matrix.<key>` that the job's matrix does not have, a `needs.<job>` that the job does not need.
// Usage: node scripts/check-workflows.mjs [workflow files …]
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

// The parser imports its JSON schema without an import attribute, which Node's loader refuses.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { return next(url, url.endsWith('.json') && url.includes('/@actions/workflow-parser/') ? { ...context, importAttributes: { type: 'json' } } : context); }",
  )}`,
);
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import('@actions/workflow-parser');

const ROOT = path.join(import.meta.dirname, '..');
const DIR = path.join(ROOT, '.github/workflows');
const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.resolve(file))
    : readdirSync(DIR)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => path.join(DIR, name));

/** @type {string[]} */
const problems = [];
for (const file of files) {
  const name = path.relative(ROOT, file);
  const content = readFileSync(file, 'utf8');
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((/** @type {{ message: string }} */ error) => error.message);
  if (parsed.value && errors.length === 0) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    errors.push(...(template.errors ?? []).map((/** @type {{ Message: string }} */ error) => error.Message));
  }
  problems.push(...new Set(errors));
  if (errors.length > 0) continue;
  /** @type {{ jobs?: Record<string, { needs?: string | string[], strategy?: { matrix?: Record<string, unknown> } }> }} */
  const workflow = parse(content);
  const jobs = workflow.jobs ?? {};
  const lines = content.split('\n');
  for (const [job, definition] of Object.entries(jobs)) {
    const needs = definition.needs === undefined ? [] : [definition.needs].flat();
    for (const need of needs)
      if (!(need in jobs)) problems.push(`${name}: job ${job} needs "${need}", which is not a job`);
    // The job's own lines: from its key to the next job's.
    const start = lines.indexOf(`  ${job}:`);
    let end = lines.findIndex((line, index) => index > start && /^ {2}[\w-]+:\s*$/.test(line));
    if (end === -1) end = lines.length;
    const body = lines.slice(start, end).join('\n');
    const matrix = Object.keys(definition.strategy?.matrix ?? {});
    for (const [, key] of body.matchAll(/\bmatrix\.([\w-]+)/g))
      if (!matrix.includes(key))
        problems.push(`${name}: job ${job} uses matrix.${key}, which its matrix does not have`);
    for (const [, other] of body.matchAll(/\bneeds\.([\w-]+)/g))
      if (!needs.includes(other)) problems.push(`${name}: job ${job} reads needs.${other} but does not need that job`);
  }
}
if (problems.length > 0) {
  console.error(`Workflows GitHub would refuse or run wrongly:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${files.length} workflows checked with GitHub's workflow parser: no problem`);
