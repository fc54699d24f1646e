import { describe, expect, it } from 'vitest';
import { tooltipFit } from './tooltipFit';

const box = (left: number, top: number, width = 50, height = 20) => ({ left, top, right: left + width, bottom: top + height });
const place = (asked: 'top' | 'bottom' | 'left', at: ReturnType<typeof box>, width: number, height: number) => tooltipFit(asked, at, width, height, 375, 667);

describe('tooltipFit', () => {
  it('keeps the asked side and no shift when the bubble fits', () => {
    expect(place('top', box(160, 300), 100, 40)).toEqual({ placement: 'top', shift: 0 });
    expect(place('bottom', box(160, 300), 100, 40)).toEqual({ placement: 'bottom', shift: 0 });
  });

  it('flips below a trigger near the top, and above one near the bottom', () => {
    expect(place('top', box(160, 10), 100, 40).placement).toBe('bottom');
    expect(place('bottom', box(160, 640), 100, 40).placement).toBe('top');
  });

  it('stays on the asked side when neither side has room', () => {
    expect(place('top', box(160, 10), 100, 700).placement).toBe('top');
    expect(place('bottom', box(160, 10), 100, 700).placement).toBe('bottom');
  });

  it('moves the bubble right near the left edge and left near the right edge', () => {
    // Centred on x = 45 a 280 px bubble would start at -95; it starts at 8.
    expect(place('top', box(20, 300), 280, 40).shift).toBe(103);
    // Centred on x = 345 it would end at 485; it ends at 367.
    expect(place('bottom', box(320, 300), 280, 40).shift).toBe(-118);
  });

  it('keeps the start in view when the bubble is wider than the viewport', () => {
    expect(place('top', box(300, 300), 500, 40).shift).toBe(8 - (325 - 250));
  });

  it('leaves left and right placements as asked', () => {
    expect(place('left', box(5, 300), 120, 40)).toEqual({ placement: 'left', shift: 0 });
  });
});
