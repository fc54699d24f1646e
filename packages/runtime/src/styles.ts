/**
 * Style isolation: every widget renders in its own shadow root, so a theme's global resets,
 * `!important` rules and `[hidden]` overrides cannot reach inside. Design tokens are custom
 * properties, which do cross the boundary: they are declared once on the page with zero
 * specificity, so a site's own `--yuno-*` values always win.
 */
const sheets = new Map<string, CSSStyleSheet | null>();

function constructable(css: string): CSSStyleSheet | null {
  if (sheets.has(css)) return sheets.get(css)!;
  let sheet: CSSStyleSheet | null = null;
  try {
    if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
  } catch {
    sheet = null;
  }
  sheets.set(css, sheet);
  return sheet;
}

/** Puts the given stylesheets into a shadow root, sharing parsed sheets between roots. */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): void {
  const texts = cssTexts.filter(Boolean);
  const parsed = texts.map(constructable);
  if ('adoptedStyleSheets' in root && parsed.every(Boolean)) {
    root.adoptedStyleSheets = parsed as CSSStyleSheet[];
    return;
  }
  // No constructable sheets: style elements first in the root, replacing the ones put there before.
  for (const child of [...root.children]) if (child.matches('style[data-yuno-sheet]')) child.remove();
  const first = root.firstChild;
  for (const text of texts) {
    const style = document.createElement('style');
    style.setAttribute('data-yuno-sheet', '');
    style.textContent = text;
    root.insertBefore(style, first);
  }
}

/** The token defaults, once per page, in the document head. */
export function ensureTokens(tokensCss: string): void {
  if (!tokensCss || document.getElementById('yuno-tokens')) return;
  const style = document.createElement('style');
  style.id = 'yuno-tokens';
  style.textContent = tokensCss;
  (document.head || document.documentElement).appendChild(style);
}
