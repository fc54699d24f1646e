import { describe, expect, it } from 'vitest';
import { uiCssWithoutDialogs } from '@yuno/ui';
import { baseSheet, kitLoaded, provideBaseSheet } from './base-sheet';

// Outside the browser bundles (here, and in the library) nothing waits for the kit: ui's own
// stylesheet is the base sheet until a kit hands one over.
describe('the base sheet', () => {
  it("is ui's stylesheet, and the kit counts as loaded, outside the browser bundles", () => {
    expect(kitLoaded()).toBe(true);
    expect(baseSheet()).toBe(uiCssWithoutDialogs);
  });

  it('is the one the kit hands over once it has', () => {
    provideBaseSheet('.from-the-kit{}');
    expect(baseSheet()).toBe('.from-the-kit{}');
    provideBaseSheet(uiCssWithoutDialogs);
  });
});
