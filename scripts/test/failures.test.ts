import { describe, expect, it } from 'vitest';
import { eslintFailures, formatFailures, playwrightFailures, vitestFailures } from './failures.mjs';

describe('the failed tests named in the summary of npm test', () => {
  it('reads the failed assertions of a Vitest report, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/ui/src/Tooltip.test.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'opens' },
            { status: 'failed', fullName: 'Tooltip measures again', failureMessages: ['\u001b[31mAssertionError: expected 0px\u001b[39m\n    at x'] },
          ],
        },
        { name: '/repo/packages/a.test.ts', status: 'failed', message: 'Cannot find module x\nstack', assertionResults: [] },
      ],
    };
    expect(formatFailures('unit', vitestFailures(report), '/repo')).toEqual([
      '  unit: packages/ui/src/Tooltip.test.tsx › Tooltip measures again\n      AssertionError: expected 0px',
      '  unit: packages/a.test.ts › (the file)\n      Cannot find module x',
    ]);
  });

  it('reads the unexpected results of a Playwright report, in nested suites, and leaves out flaky ones', () => {
    const report = {
      suites: [
        {
          specs: [],
          suites: [
            {
              specs: [
                {
                  file: 'enrol.spec.ts',
                  line: 12,
                  title: 'kept',
                  tests: [{ projectName: 'demo', status: 'unexpected', results: [{ error: { message: 'Timed out\nmore' } }] }],
                },
                { file: 'enrol.spec.ts', line: 40, title: 'retried', tests: [{ projectName: 'demo', status: 'flaky', results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(formatFailures('e2e', playwrightFailures(report))).toEqual(['  e2e: enrol.spec.ts:12 › [demo] kept\n      Timed out']);
  });

  it('reads every message of an ESLint report, a file that did not parse too', () => {
    const report = [
      { filePath: '/repo/packages/ui/src/a.ts', messages: [] },
      {
        filePath: '/repo/packages/ui/src/b.tsx',
        messages: [{ line: 7, ruleId: 'react-hooks/exhaustive-deps', message: "React Hook useEffect has a missing dependency: 'value'." }],
      },
      { filePath: '/repo/scripts/c.mjs', messages: [{ line: 3, ruleId: null, message: 'Parsing error: Unexpected token\nmore' }] },
    ];
    expect(formatFailures('lint', eslintFailures(report), '/repo')).toEqual([
      "  lint: packages/ui/src/b.tsx:7 › react-hooks/exhaustive-deps\n      React Hook useEffect has a missing dependency: 'value'.",
      '  lint: scripts/c.mjs:3 › (parse)\n      Parsing error: Unexpected token',
    ]);
  });

  it('has nothing to say of a missing report', () => {
    expect(vitestFailures(null)).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
    expect(eslintFailures(null)).toEqual([]);
  });
});
