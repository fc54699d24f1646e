// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isScrollLocked, lockScroll } from './scrollLock';

describe('lockScroll', () => {
  it('counts nested locks and restores the previous styles', () => {
    document.body.style.overflow = 'scroll';
    const a = lockScroll();
    const b = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    a();
    a(); // releasing twice is harmless
    expect(isScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});
