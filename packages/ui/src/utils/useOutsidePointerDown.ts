import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs`.
 *
 * Works across shadow roots: the listener on the element's own root (a shadow root) sees
 * the real target and marks the event as inside; the document listener (which sees a
 * retargeted event, or one from the host page) then only acts on events not so marked.
 */
export function useOutsidePointerDown(refs: ReadonlyArray<RefObject<Element | null>>, onOutside: (event: Event) => void, enabled: boolean): void {
  const handlerRef = useRef(onOutside);
  handlerRef.current = onOutside;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!enabled) return undefined;
    const first = refsRef.current.find((r) => r.current)?.current;
    const doc = first?.ownerDocument ?? document;
    const root = first ? first.getRootNode() : doc;
    const inside = new WeakSet<Event>();

    const isInside = (event: Event) => {
      const path = event.composedPath();
      return refsRef.current.some((r) => {
        const el = r.current;
        return !!el && (path.includes(el) || (event.target instanceof Node && el.contains(event.target)));
      });
    };
    const onRoot = (event: Event) => {
      if (isInside(event)) inside.add(event);
    };
    const onDoc = (event: Event) => {
      if (inside.has(event) || isInside(event)) return;
      handlerRef.current(event);
    };
    const shadow = root !== doc ? root : null;
    shadow?.addEventListener('pointerdown', onRoot, true);
    doc.addEventListener('pointerdown', onDoc);
    return () => {
      shadow?.removeEventListener('pointerdown', onRoot, true);
      doc.removeEventListener('pointerdown', onDoc);
    };
  }, [enabled]);
}
