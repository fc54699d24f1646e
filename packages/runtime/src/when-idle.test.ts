// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './when-idle';

function pageStillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then for an idle moment', () => {
    pageStillLoading();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before and after the page has loaded', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const early = vi.fn();
    const late = vi.fn();
    pageStillLoading();
    afterLoadWhenIdle(early)();
    vi.restoreAllMocks();
    const cancel = afterLoadWhenIdle(late);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
