// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readMenuCache, writeMenuCache } from './menuCache';

describe('menu cache', () => {
  it('keeps the menu of a completed sign-up for the same user and role only', () => {
    writeMenuCache('4101|Learner', [{ label: 'Home' }], true);
    expect(readMenuCache('4101|Learner')).toEqual([{ label: 'Home' }]);
    expect(readMenuCache('4201|Instructor')).toBeUndefined();
  });
  it('does not cache while sign-up is pending', () => {
    writeMenuCache('4102|Learner', [{ label: 'Home' }], false);
    expect(readMenuCache('4102|Learner')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
