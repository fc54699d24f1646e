/**
 * jsdom has no layout and no container queries: a test names the layout each element's
 * stylesheet would pick (its `--yuno-layout`, read by useBoxLayout), by the element's class.
 */
import { vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof window.getComputedStyle> | null = null;

/** Replaces the layouts named before, if any. */
export function mockBoxLayout(byClass: Record<string, string>): void {
  spy?.mockRestore();
  const original = window.getComputedStyle.bind(window);
  spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = original(element, pseudo);
    const layout = Object.entries(byClass).find(([name]) => element.classList?.contains(name))?.[1];
    if (layout === undefined) return style;
    return new Proxy(style, {
      get: (target, key) =>
        key === 'getPropertyValue' ? (name: string) => (name === '--yuno-layout' ? layout : target.getPropertyValue(name)) : Reflect.get(target, key, target),
    });
  });
}
