import { describe, expect, it } from 'vitest';
import { learnerClasses } from '../presets/demoClasses';
import { pageCountFor, pageWindow, viewFor } from './paging';

describe('pageWindow', () => {
  it('asks for 100 rows and shows 20 of them (the instructor learners table)', () => {
    expect(pageWindow(1, 20, 100)).toEqual({ offset: 0, limit: 100, start: 0, end: 20 });
    expect(pageWindow(5, 20, 100)).toEqual({ offset: 0, limit: 100, start: 80, end: 100 });
    expect(pageWindow(6, 20, 100)).toEqual({ offset: 100, limit: 100, start: 0, end: 20 });
    expect(pageWindow(7, 20, 100)).toEqual({ offset: 100, limit: 100, start: 20, end: 40 });
  });

  it('asks page by page without a limit', () => {
    expect(pageWindow(1, 4)).toEqual({ offset: 0, limit: 4, start: 0, end: 4 });
    expect(pageWindow(3, 4)).toEqual({ offset: 8, limit: 4, start: 0, end: 4 });
  });

  it('rounds a limit down to whole pages, never below one page', () => {
    expect(pageWindow(2, 20, 50)).toEqual({ offset: 0, limit: 40, start: 20, end: 40 });
    expect(pageWindow(2, 20, 5)).toEqual({ offset: 20, limit: 20, start: 0, end: 20 });
    expect(pageWindow(0, 20, 100).offset).toBe(0);
  });
});

describe('pageCountFor', () => {
  it('counts pages, at least one', () => {
    expect(pageCountFor(136, 20)).toBe(7);
    expect(pageCountFor(140, 20)).toBe(7);
    expect(pageCountFor(0, 20)).toBe(1);
    expect(pageCountFor(-3, 20)).toBe(1);
  });
});

describe('viewFor', () => {
  const view = learnerClasses.view!;

  it('gives a role its own page size where the view has one, else the view as it is', () => {
    expect(viewFor(view, 'Instructor')).toMatchObject({ pageSize: 2, limit: undefined });
    expect(viewFor(view, 'Learner')).toBe(view);
    expect(viewFor(view, null)).toBe(view);
    expect(view.pageSize).toBe(3);
  });
});
