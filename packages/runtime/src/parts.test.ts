// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, bundleBeside, registerPart, resetParts, setPartsBase } from './parts';

const partScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

afterEach(() => {
  resetParts();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.restoreAllMocks();
});

describe('parts', () => {
  it('live beside the base bundle and keep its query (the release version)', () => {
    expect(bundleBeside('data-table-dialogs', 'https://site.test/wp-content/plugins/yuno-widgets/build/widgets/overlays.js?ver=0.1.0-abc')).toBe(
      'https://site.test/wp-content/plugins/yuno-widgets/build/widgets/data-table-dialogs.js?ver=0.1.0-abc',
    );
    expect(bundleBeside('x', '/widgets/overlays.js')).toBe(`${location.origin}/widgets/x.js`);
    expect(bundleBeside('x', '')).toBe('');
  });

  it('load once: one script for any number of callers, resolved with what the part registers', async () => {
    setPartsBase('/widgets/overlays.js');
    const first = loadPart<{ answer: number }>('dialogs');
    const second = loadPart<{ answer: number }>('dialogs');
    expect(partScripts().map((s) => s.getAttribute('src'))).toEqual([`${location.origin}/widgets/dialogs.js`]);
    registerPart('dialogs', { answer: 42 });
    await expect(first).resolves.toEqual({ answer: 42 });
    await expect(second).resolves.toEqual({ answer: 42 });
    // Registered: later calls need no script.
    await expect(loadPart('dialogs')).resolves.toEqual({ answer: 42 });
    expect(partScripts()).toHaveLength(1);
  });

  it('a part already in the page (tests, the library) loads without a script', async () => {
    registerPart('here', { ok: true });
    await expect(loadPart('here')).resolves.toEqual({ ok: true });
    expect(partScripts()).toHaveLength(0);
  });

  it('a script that fails rejects with a logged reason, and the next call tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPartsBase('/widgets/overlays.js');
    const attempt = loadPart('dialogs');
    partScripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(/no script at .*dialogs\.js/);
    expect(logged.mock.calls[0][0]).toMatch(/the part "dialogs" could not be loaded/);
    expect(partScripts()).toHaveLength(0);

    const retry = loadPart<{ ok: boolean }>('dialogs');
    expect(partScripts()).toHaveLength(1);
    registerPart('dialogs', { ok: true });
    await expect(retry).resolves.toEqual({ ok: true });
  });

  it('a script that runs without registering the part (a stale file) rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setPartsBase('/widgets/overlays.js');
    const attempt = loadPart('dialogs');
    partScripts()[0].dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(/did not register it/);
  });

  it('without a bundle address it rejects at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadPart('dialogs')).rejects.toThrow(/no bundle address/);
  });
});
