// The names of the tests that failed, read from the runners' JSON reports, so that the
// summary at the end of `npm test` says which tests to look at (a CI log may keep only its tail).

const firstLine = (message = '') =>
  String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** Vitest's JSON report: testResults[].assertionResults[]. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ where: file.name, title: test.fullName, error: firstLine(test.failureMessages?.[0]) });
    // A file that failed to load has no failing test of its own.
    if (failed.length === 0 && file.status === 'failed') failures.push({ where: file.name, title: '(the file)', error: firstLine(file.message) });
  }
  return failures;
}

/** Playwright's JSON report: nested suites whose specs hold tests with results. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          where: `${spec.file}:${spec.line}`,
          title: `[${test.projectName}] ${spec.title}`,
          error: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return failures;
}

/** ESLint's JSON report: one entry per file, with its messages (every one fails the stage). */
export function eslintFailures(report) {
  return (report ?? []).flatMap((file) =>
    file.messages.map((m) => ({ where: `${file.filePath}:${m.line ?? 0}`, title: m.ruleId ?? '(parse)', error: firstLine(m.message) })),
  );
}

/** Lines for the summary, paths made relative to the project. */
export function formatFailures(stage, failures, root = process.cwd()) {
  return failures.map(({ where, title, error }) => `  ${stage}: ${String(where).replace(`${root}/`, '')} › ${title}${error ? `\n      ${error}` : ''}`);
}
