/**
 * Layout invariants: what a person sees go wrong on a page, measured. `layoutProblems(page)`
 * walks the whole page, open shadow roots included (every widget lives in one), and reports:
 *
 * - `page-scroll`: the page scrolls sideways (the document is wider than the window);
 * - `cut-text`: text cut by an ancestor that clips it (overflow hidden or clip), unless that
 *   cut ends in an ellipsis (text-overflow: ellipsis, or clamped lines); text a person can scroll
 *   to (inside a scrolling box) is not cut, text beyond the window's sides is;
 * - `small-target`: a pointer target (link, button, form control, an element with a widget
 *   role) smaller than 24 × 24 CSS px (WCAG 2.2 target size, with no exception taken);
 * - `target-outside`: a pointer target beyond the window's left or right edge, where no
 *   scrolling box brings it in;
 * - `avatar-not-square`: an avatar (a class naming one, or a round picture or initials) whose
 *   box is not square.
 *
 * Visually hidden text (the 1 px clip pattern) and what is not rendered (display none,
 * visibility hidden, zero size, fully transparent) are skipped. The function runs in the page:
 * it must not use anything from this module's scope.
 */
import type { Page } from '@playwright/test';

export type ProblemKind = 'page-scroll' | 'cut-text' | 'small-target' | 'target-outside' | 'avatar-not-square';

export interface LayoutProblem {
  kind: ProblemKind;
  /** The element: its widget (shadow host), tag, classes and text. */
  where: string;
  /** The measurement, in CSS px. */
  detail: string;
}

export const MIN_TARGET = 24;

export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((minTarget) => {
    const problems: Array<{ kind: string; where: string; detail: string }> = [];
    const winWidth = document.documentElement.clientWidth;
    const px = (n: number) => Math.round(n * 10) / 10;
    const style = (el: Element) => getComputedStyle(el);

    /** Every element of the page, shadow roots' included, in document order. */
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const el of Array.from(root.children)) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
        walk(el);
      }
    };
    walk(document);

    /** The parent across a shadow boundary (a shadow root's host; a slotted node's slot is not followed). */
    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null;
    const hostOf = (el: Element): string => {
      const root = el.getRootNode();
      return root instanceof ShadowRoot ? (root.host.getAttribute('data-yuno-widget') ?? root.host.tagName.toLowerCase()) : 'page';
    };
    const describe = (el: Element, text = el.textContent ?? '') => {
      const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const label = el.getAttribute('aria-label');
      const said = (label ?? text).replace(/\s+/g, ' ').trim().slice(0, 48).trim();
      return `${hostOf(el)} › ${el.tagName.toLowerCase()}${classes}${said ? ` "${said}"` : ''}`;
    };

    /** Not drawn, or drawn so a person cannot see it (visually hidden text included). */
    const unseen = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = parentOf(node)) {
        const s = style(node);
        if (s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse' || Number(s.opacity) === 0) return true;
        if (s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)') return true;
        const r = node.getBoundingClientRect();
        if (s.overflow !== 'visible' && (r.width <= 1 || r.height <= 1)) return true;
      }
      const r = el.getBoundingClientRect();
      return r.width === 0 && r.height === 0;
    };

    const scrolls = (s: CSSStyleDeclaration, axis: 'x' | 'y') => ['auto', 'scroll'].includes(axis === 'x' ? s.overflowX : s.overflowY);
    const clips = (s: CSSStyleDeclaration, axis: 'x' | 'y') => ['hidden', 'clip'].includes(axis === 'x' ? s.overflowX : s.overflowY);
    const endsInEllipsis = (s: CSSStyleDeclaration) => s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');

    // 1. The page scrolls sideways.
    const docWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (docWidth > winWidth + 1) problems.push({ kind: 'page-scroll', where: 'page', detail: `document ${docWidth} px wide in a ${winWidth} px window` });

    // 2. Cut text: each element's own text, against every ancestor that clips it.
    for (const el of all) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'OPTION', 'TITLE'].includes(el.tagName)) continue;
      const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (texts.length === 0 || unseen(el)) continue;
      const range = document.createRange();
      range.setStartBefore(texts[0]);
      range.setEndAfter(texts[texts.length - 1]);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;
      // Up from the text's own element: a box that scrolls lets a person reach it; one that
      // clips with an ellipsis (or clamped lines) says it is cut; one that clips without, cuts it.
      let ellipsis = false;
      let scroller = false;
      for (let node: Element | null = el; node && node !== document.body; node = parentOf(node)) {
        const s = style(node);
        const clipsX = clips(s, 'x');
        const clipsY = clips(s, 'y');
        if ((clipsX || clipsY) && endsInEllipsis(s)) ellipsis = true;
        if (scrolls(s, 'x') || scrolls(s, 'y')) scroller = true;
        if (scroller || ellipsis) break;
        if (!clipsX && !clipsY) continue;
        const box = node.getBoundingClientRect();
        const out = Math.max(
          clipsX ? Math.max(box.left - text.left, text.right - box.right) : 0,
          clipsY ? Math.max(box.top - text.top, text.bottom - box.bottom) : 0,
        );
        if (out > 1) {
          problems.push({
            kind: 'cut-text',
            where: describe(el, texts.map((t) => t.textContent).join(' ')),
            detail: `text ${px(text.width)} × ${px(text.height)} px cut by ${node === el ? 'its own box' : describe(node, '')} (${px(box.width)} × ${px(box.height)} px): ${px(out)} px out, no ellipsis`,
          });
          break;
        }
      }
      if (!scroller && !ellipsis && (text.left < -1 || text.right > winWidth + 1)) {
        problems.push({
          kind: 'cut-text',
          where: describe(el, texts.map((t) => t.textContent).join(' ')),
          detail: `text from ${px(text.left)} to ${px(text.right)} px, beyond the ${winWidth} px window`,
        });
      }
    }

    // 3. Pointer targets: size, and inside the window.
    const TARGET =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=option], [role=slider]';
    for (const el of all) {
      if (!el.matches(TARGET) || el.matches(':disabled') || unseen(el)) continue;
      // A control inside a label or another target counts as that one (a checkbox in its label).
      const label = el.closest('label');
      const r = (label && el.matches('input') ? label : el).getBoundingClientRect();
      if (r.width < minTarget - 0.01 || r.height < minTarget - 0.01) {
        problems.push({ kind: 'small-target', where: describe(el), detail: `${px(r.width)} × ${px(r.height)} px` });
      }
      let inScroller = false;
      for (let node = parentOf(el); node && !inScroller; node = parentOf(node)) {
        const s = style(node);
        inScroller = scrolls(s, 'x') && node.scrollWidth > node.clientWidth;
      }
      if (!inScroller && (r.left < -1 || r.right > winWidth + 1)) {
        problems.push({ kind: 'target-outside', where: describe(el), detail: `from ${px(r.left)} to ${px(r.right)} px in a ${winWidth} px window` });
      }
    }

    // 4. Avatars are square.
    for (const el of all) {
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/) : [];
      const named = classes.some((c) => /avatar$/i.test(c) || /avatar__|avatar--/i.test(c));
      let round = false;
      if (!named) {
        const r = el.getBoundingClientRect();
        const s = style(el);
        const radius = parseFloat(s.borderTopLeftRadius);
        const initials = el.children.length === 0 && /^\S{1,3}$/.test((el.textContent ?? '').trim());
        round = (el.tagName === 'IMG' || initials) && r.width > 0 && r.width <= 96 && r.height <= 96 && radius >= Math.min(r.width, r.height) / 2 - 0.5;
      }
      if ((!named && !round) || unseen(el)) continue;
      const r = el.getBoundingClientRect();
      if (Math.abs(r.width - r.height) > 0.5) problems.push({ kind: 'avatar-not-square', where: describe(el), detail: `${px(r.width)} × ${px(r.height)} px` });
    }
    return problems;
  }, MIN_TARGET) as Promise<LayoutProblem[]>;
}
