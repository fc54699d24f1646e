import { describe, expect, it } from 'vitest';
import { stripScrollLeft } from './stripScroll';

describe('stripScrollLeft', () => {
  it('leaves a strip alone when the tab is in view', () => {
    expect(stripScrollLeft(0, 375, 0, 120)).toBe(0);
    expect(stripScrollLeft(100, 375, 200, 300)).toBe(100);
  });

  it('scrolls forward so a tab past the end shows whole, clear of the fade', () => {
    // 'Past Classes & Recordings' at 330-560 in a 375 px strip.
    expect(stripScrollLeft(0, 375, 330, 560)).toBe(560 + 32 - 375);
  });

  it('scrolls back to a tab before the start, never below 0', () => {
    expect(stripScrollLeft(300, 375, 150, 250)).toBe(118);
    expect(stripScrollLeft(300, 375, 0, 120)).toBe(0);
  });

  it('shows the start of a tab wider than the strip', () => {
    expect(stripScrollLeft(0, 200, 400, 800)).toBe(368);
  });
});
