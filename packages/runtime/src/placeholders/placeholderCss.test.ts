import { describe, expect, it } from 'vitest';
import { placeholderCss } from './placeholderCss';
import { PLACEHOLDER_SIZES } from './sizes';

describe('placeholderCss', () => {
  it('gives each step of the host width its height, from a container query on the placeholder itself', () => {
    const css = placeholderCss({
      footer: {
        heights: [
          [0, 610],
          [772, 305],
        ],
        look: 'bar',
      },
    });
    expect(css).toContain('.yuno-placeholder{display:block;box-sizing:border-box;margin:0;padding:0;border:0;container-type:inline-size}');
    expect(css).toContain('.yuno-placeholder--footer::before{height:610px}');
    expect(css).toContain('@container (min-width:772px){.yuno-placeholder--footer::before{height:305px}}');
  });

  it("follows the window for a widget laid out by it, with a column's width and the page's height", () => {
    const css = placeholderCss({
      'side-menu': {
        heights: [
          [0, 64],
          [769, 0],
        ],
        by: 'window',
        width: [769, 248],
        look: 'column',
      },
    });
    expect(css).toContain('.yuno-placeholder--side-menu::before{height:64px}');
    expect(css).toContain(
      '@media (min-width:769px){.yuno-placeholder--side-menu,.yuno-placeholder--side-menu::before{height:100%}.yuno-placeholder--side-menu{width:248px}}',
    );
  });

  it("puts a widget's rules before its variants', so a mount point with both classes gets the variant at every width", () => {
    const css = placeholderCss({
      'header-notice': { heights: [[0, 176]] },
      header: {
        heights: [
          [0, 65],
          [1280, 71],
        ],
      },
    });
    expect(css.indexOf('@container (min-width:1280px){.yuno-placeholder--header::before')).toBeLessThan(
      css.indexOf('.yuno-placeholder--header-notice::before{height:176px}'),
    );
  });

  it("sizes a placeholder from the root element's fact classes, a later fact after an earlier one", () => {
    const css = placeholderCss({
      'header-public': {
        heights: [[0, 97]],
        on: {
          android: [
            [0, 99],
            [468, 65],
          ],
          'app-prompt': [[0, 177]],
        },
      },
    });
    expect(css).toContain('.yuno-android .yuno-placeholder--header-public::before{height:99px}');
    expect(css).toContain('@container (min-width:468px){.yuno-android .yuno-placeholder--header-public::before{height:65px}}');
    expect(css.indexOf('.yuno-placeholder--header-public::before{height:97px}')).toBeLessThan(css.indexOf('.yuno-android '));
    expect(css.indexOf('.yuno-android ')).toBeLessThan(css.indexOf('.yuno-app-prompt .yuno-placeholder--header-public::before{height:177px}'));
  });

  it('has a step from width 0 for every placeholder and page fact, widths rising', () => {
    for (const [key, size] of Object.entries(PLACEHOLDER_SIZES)) {
      const steps: Array<[string, ReadonlyArray<readonly [number, number]>]> = [
        [key, size.heights],
        ...Object.entries('on' in size ? size.on : {}).map(([fact, heights]): [string, ReadonlyArray<readonly [number, number]>] => [`${key} ${fact}`, heights]),
      ];
      for (const [name, heights] of steps) {
        const widths = heights.map(([from]) => from);
        expect(widths[0], name).toBe(0);
        expect(
          [...widths].sort((a, b) => a - b),
          name,
        ).toEqual(widths);
      }
    }
  });
});
