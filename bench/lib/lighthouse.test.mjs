import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_GOAL, lighthouseFigures, lighthouseRow } from './lighthouse.mjs';

/** The parts of a Lighthouse 12 result (`lhr`) the bench reads, as Lighthouse writes them. */
const lhr = ({ score = 0.934, lcp = 1305.2, tbt = 283.4, cls = 0.0721, longTasks = [{ duration: 118.4 }, { duration: 64.1 }] } = {}) => ({
  lighthouseVersion: '12.8.2',
  categories: { performance: { id: 'performance', score } },
  audits: {
    'largest-contentful-paint': { id: 'largest-contentful-paint', numericValue: lcp, numericUnit: 'millisecond' },
    'total-blocking-time': { id: 'total-blocking-time', numericValue: tbt, numericUnit: 'millisecond' },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', numericValue: cls, numericUnit: 'unitless' },
    'long-tasks': {
      id: 'long-tasks',
      details: { type: 'table', items: longTasks.map((task) => ({ url: 'http://127.0.0.1/yuno-runtime.js', startTime: 900, ...task })) },
    },
  },
});

describe('lighthouseFigures', () => {
  it('reads the performance score (out of 100), LCP, TBT, CLS and the tasks over 50 ms', () => {
    expect(lighthouseFigures(lhr())).toEqual({ performance: 93, lcpMs: 1305.2, tbtMs: 283.4, cls: 0.0721, longTasks: 2, longestTaskMs: 118.4, error: null });
  });

  it('counts no long task, the longest 0 ms, when Lighthouse lists none', () => {
    expect(lighthouseFigures(lhr({ longTasks: [] }))).toMatchObject({ longTasks: 0, longestTaskMs: 0 });
  });

  it('gives null for what a failed run could not measure, and says why', () => {
    const failed = {
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null } },
      audits: { 'largest-contentful-paint': { score: null, errorMessage: 'NO_FCP' } },
    };
    expect(lighthouseFigures(failed)).toEqual({
      performance: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      longTasks: null,
      longestTaskMs: null,
      error: 'The page did not paint any content.',
    });
  });
});

describe('lighthouseRow', () => {
  it('gives the medians of the runs, rounded, against the goal', () => {
    const runs = [lhr({ score: 0.9, tbt: 400 }), lhr({ score: 0.96, tbt: 120.6 }), lhr({ score: 0.97, tbt: 150 })].map(lighthouseFigures);
    expect(lighthouseRow('/search/', runs)).toEqual({
      page: '/search/',
      runs: 3,
      performance: 96,
      lcpMs: 1305,
      tbtMs: 150,
      cls: 0.072,
      longTasks: 2,
      longestTaskMs: 118,
      goal: LIGHTHOUSE_GOAL,
      ok: true,
    });
    expect(lighthouseRow('/', runs.slice(0, 1))).toMatchObject({ performance: 90, ok: false });
  });

  it('says nothing of the goal for a page without a measured run', () => {
    expect(lighthouseRow('/course/', [])).toMatchObject({ runs: 0, performance: null, lcpMs: null, ok: null });
  });
});
