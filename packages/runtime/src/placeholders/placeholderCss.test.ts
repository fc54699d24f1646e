import { describe, expect, it } from 'vitest';
import { placeholderCss } from './placeholderCss';
import { PLACEHOLDER_SIZES } from './sizes';

describe('placeholderCss', () => {
  it('gives each step of the host width its height, from a container query on the placeholder itself', () => {
    const css = placeholderCss({ footer: { heights: [[0, 610], [772, 305]], look: 'bar' } });
    expect(css).toContain('.yuno-placeholder{display:block;box-sizing:border-box;margin:0;padding:0;border:0;container-type:inline-size}');
    expect(css).toContain('.yuno-placeholder--footer::before{height:610px}');
    expect(css).toContain('@container (min-width:772px){.yuno-placeholder--footer::before{height:305px}}');
  });

  it("follows the window for a widget laid out by it, with a column's width and the page's height", () => {
    const css = placeholderCss({ 'side-menu': { heights: [[0, 64], [769, 0]], by: 'window', width: [769, 248], look: 'column' } });
    expect(css).toContain('.yuno-placeholder--side-menu::before{height:64px}');
    expect(css).toContain('@media (min-width:769px){.yuno-placeholder--side-menu,.yuno-placeholder--side-menu::before{height:100%}.yuno-placeholder--side-menu{width:248px}}');
  });

  it("puts a widget's rules before its variants', so a mount point with both classes gets the variant at every width", () => {
    const css = placeholderCss({ 'header-notice': { heights: [[0, 176]] }, header: { heights: [[0, 65], [1280, 71]] } });
    expect(css.indexOf('@container (min-width:1280px){.yuno-placeholder--header::before')).toBeLessThan(css.indexOf('.yuno-placeholder--header-notice::before{height:176px}'));
  });

  it('has a step from width 0 for every placeholder, widths rising', () => {
    for (const [key, size] of Object.entries(PLACEHOLDER_SIZES)) {
      const widths = size.heights.map(([from]) => from);
      expect(widths[0], key).toBe(0);
      expect([...widths].sort((a, b) => a - b), key).toEqual(widths);
    }
  });
});
