#!/usr/bin/env node
// `npm run lint`, and the lint stage of `npm test`: ESLint (eslint.config.js) and Prettier's check
// (prettier.config.js; `npm run format` lays the code out). Both keep their results in .cache/ by
// file content, so a second run reads only the files that changed.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { eslintFailures } from './test/failures.mjs';

const REPORT = '.cache/eslint-results.json';
const files = (n) => `${n} file${n === 1 ? '' : 's'}`;

function eslint() {
  rmSync(REPORT, { force: true });
  const args = ['.', '--max-warnings=0', '--cache', '--cache-strategy=content', '--cache-location=.cache/eslint/', '--format=json', `--output-file=${REPORT}`];
  const { status } = spawnSync('npx', ['eslint', ...args], { stdio: 'inherit' });
  let report;
  try {
    report = JSON.parse(readFileSync(REPORT, 'utf8'));
  } catch {
    return { name: 'eslint', ok: false, detail: 'no report (ESLint crashed)', failures: [] };
  }
  const failures = eslintFailures(report);
  const ok = status === 0 && failures.length === 0;
  const detail = failures.length ? `${failures.length} problems in ${files(report.filter((f) => f.messages.length).length)}` : `${files(report.length)}, no problem`;
  return { name: 'eslint', ok, detail, failures };
}

function prettier() {
  const args = ['--list-different', '--cache', '--cache-strategy=content', '--cache-location=.cache/prettier', '.'];
  const { status, stdout } = spawnSync('npx', ['prettier', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const unformatted = stdout.split('\n').filter(Boolean);
  const failures = unformatted.map((file) => ({ where: file, title: 'not laid out by Prettier', error: 'npm run format' }));
  const ok = status === 0 && unformatted.length === 0;
  return { name: 'prettier', ok, detail: ok ? 'the code is laid out' : unformatted.length ? `${files(unformatted.length)} to format` : 'Prettier failed', failures };
}

/** Each tool's verdict, with its problems as { where, title, error } for the summary. */
export function lint() {
  return [eslint(), prettier()];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const checks = lint();
  for (const check of checks) {
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name.padEnd(9)} ${check.detail}`);
    for (const f of check.failures) console.log(`       ${f.where.replace(`${process.cwd()}/`, '')} › ${f.title}: ${f.error}`);
  }
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
