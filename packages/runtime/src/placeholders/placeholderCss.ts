/**
 * The placeholders' stylesheet, made from the sizes: each placeholder is its own size
 * container, so its `::before` (which holds the height) follows the host's width, as the
 * widget's container queries do. Colours are the widgets' tokens with their defaults, since
 * the tokens arrive with the runtime.
 */
import { PAGE_FACT_CLASSES, type PageFact } from './pageFacts';
import { PLACEHOLDER_SIZES, type PlaceholderLook, type PlaceholderSize } from './sizes';

const SKELETON = 'var(--yuno-color-skeleton,#e9ebf0)';
const SURFACE = 'var(--yuno-color-surface,#fff)';
const BORDER = 'var(--yuno-color-border,#e3e5eb)';
const line = (top: number, width: string, height: number) => `linear-gradient(${SKELETON},${SKELETON}) 16px ${top}px/${width} ${height}px no-repeat`;

const BASE =
  '.yuno-placeholder{display:block;box-sizing:border-box;margin:0;padding:0;border:0;container-type:inline-size}' +
  `.yuno-placeholder::before{content:"";display:block;box-sizing:border-box;height:0;border:1px solid ${BORDER};border-radius:var(--yuno-radius-lg,12px);` +
  `background:${line(16, '60%', 16)},${line(44, '85%', 12)},${line(68, '40%', 12)},${SURFACE}}`;

const LOOKS: Record<PlaceholderLook, string> = {
  card: '',
  bar: `border-width:0 0 1px;border-radius:0;background:${SURFACE}`,
  column: `border-width:0 1px 0 0;border-radius:0;background:${SURFACE}`,
};

const px = (value: number) => `${value}px`;

function heightRules(self: string, size: PlaceholderSize, heights: PlaceholderSize['heights'], scope = ''): string[] {
  const byWindow = size.by === 'window';
  return heights.map(([from, height]) => {
    // 0 in a column beside the page: as tall as the page makes the host (a stretched flex item).
    const body = height === 0 && byWindow ? `${scope}${self},${scope}${self}::before{height:100%}` : `${scope}${self}::before{height:${px(height)}}`;
    const width = size.width && from >= size.width[0] ? `${scope}${self}{width:${px(size.width[1])}}` : '';
    const text = body + width;
    return from === 0 ? text : `@${byWindow ? 'media' : 'container'} (min-width:${px(from)}){${text}}`;
  });
}

function rulesFor(key: string, size: PlaceholderSize): string[] {
  const self = `.yuno-placeholder--${key}`;
  const look = LOOKS[size.look ?? 'card'];
  const facts = Object.entries(size.on ?? {}) as Array<[PageFact, PlaceholderSize['heights']]>;
  return [
    ...(look ? [`${self}::before{${look}}`] : []),
    ...heightRules(self, size, size.heights),
    // A fact's class on the root element makes its rules the more specific ones.
    ...facts.flatMap(([fact, heights]) => heightRules(self, size, heights, `.${PAGE_FACT_CLASSES[fact]} `)),
  ];
}

/** The stylesheet: a widget's rules before its variants', so the variant wins at every width. */
export function placeholderCss(sizes: Record<string, PlaceholderSize> = PLACEHOLDER_SIZES): string {
  const keys = Object.keys(sizes).sort((a, b) => a.length - b.length || a.localeCompare(b));
  const byWidget = keys.filter((key) => !keys.some((other) => other !== key && key.startsWith(`${other}-`)));
  const ordered = [...byWidget, ...keys.filter((key) => !byWidget.includes(key))];
  return [BASE, ...ordered.flatMap((key) => rulesFor(key, sizes[key]))].join('\n') + '\n';
}
