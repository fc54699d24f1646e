/**
 * Page scroll lock for modal dialogs. Counted, so nested dialogs (a confirm over a panel)
 * unlock only when the last one closes. The scrollbar's width is given back as padding so
 * the page does not shift sideways.
 */
interface Saved {
  htmlOverflow: string;
  bodyOverflow: string;
  bodyPaddingRight: string;
}

const state = new WeakMap<Document, { count: number; saved: Saved }>();

export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  const body = doc.body;
  let entry = state.get(doc);
  if (!entry) {
    const view = doc.defaultView;
    const scrollbar = view ? Math.max(0, view.innerWidth - html.clientWidth) : 0;
    entry = {
      count: 0,
      saved: {
        htmlOverflow: html.style.overflow,
        bodyOverflow: body.style.overflow,
        bodyPaddingRight: body.style.paddingRight,
      },
    };
    state.set(doc, entry);
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    if (scrollbar > 0) {
      const current = view ? parseFloat(view.getComputedStyle(body).paddingRight) || 0 : 0;
      body.style.paddingRight = `${current + scrollbar}px`;
    }
  }
  entry.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = state.get(doc);
    if (!current) return;
    current.count -= 1;
    if (current.count > 0) return;
    html.style.overflow = current.saved.htmlOverflow;
    body.style.overflow = current.saved.bodyOverflow;
    body.style.paddingRight = current.saved.bodyPaddingRight;
    state.delete(doc);
  };
}

export function isScrollLocked(doc: Document = document): boolean {
  return (state.get(doc)?.count ?? 0) > 0;
}
