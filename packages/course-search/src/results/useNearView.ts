import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within a screen's height of the view, and from then on. Where the
 * browser cannot tell (no IntersectionObserver), true at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return undefined;
    if (!window.IntersectionObserver) return void setNear(true);
    // The margin is the root's height above and below: the code has a screen's scroll to arrive.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
