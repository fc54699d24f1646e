// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASES, getConfig, isLoggedIn, parseConfig, resetConfig, updateConfig } from './config';

afterEach(() => {
  delete (window as { yunoConfig?: unknown }).yunoConfig;
  resetConfig();
});

describe('page config', () => {
  it('defaults to a logged-out local page with the spec time-out', () => {
    const config = parseConfig(undefined);
    expect(config.userId).toBe(0);
    expect(config.apiBase).toBe('/wp-json/yuno');
    expect(config.timeout).toBe(60_000);
    expect(isLoggedIn(config)).toBe(false);
  });

  it('chooses the API base by environment unless the page sets one', () => {
    expect(parseConfig({ env: 'stage' }).apiBase).toBe(API_BASES.stage);
    expect(parseConfig({ env: 'production' }).apiBase).toBe(API_BASES.production);
    expect(parseConfig({ env: 'production', apiBase: 'https://example.test/wp-json/yuno/' }).apiBase).toBe('https://example.test/wp-json/yuno');
    expect(parseConfig({ env: 'mars' }).env).toBe('local');
  });

  it('treats a non-positive or non-numeric user id as logged out', () => {
    expect(parseConfig({ userId: 0 }).userId).toBe(0);
    expect(parseConfig({ userId: '12' }).userId).toBe(12);
    expect(parseConfig({ userId: 'abc' }).userId).toBe(0);
    expect(parseConfig({ userId: -3 }).userId).toBe(0);
    expect(isLoggedIn(parseConfig({ userId: 7 }))).toBe(true);
  });

  it('takes the overlays bundle address only when it is http(s) or site-relative', () => {
    expect(parseConfig({}).overlaysUrl).toBe('');
    expect(parseConfig({ overlaysUrl: '/wp-content/plugins/yuno/build/widgets/overlays.js?ver=1' }).overlaysUrl).toBe(
      '/wp-content/plugins/yuno/build/widgets/overlays.js?ver=1',
    );
    expect(parseConfig({ overlaysUrl: 'https://cdn.example.test/overlays.js' }).overlaysUrl).toBe('https://cdn.example.test/overlays.js');
    expect(parseConfig({ overlaysUrl: 'javascript:alert(1)' }).overlaysUrl).toBe('');
    expect(parseConfig({ overlaysUrl: 42 }).overlaysUrl).toBe('');
  });

  it('keeps a time-out of 0 (none) and rejects nonsense', () => {
    expect(parseConfig({ timeout: 0 }).timeout).toBe(0);
    expect(parseConfig({ timeout: -1 }).timeout).toBe(60_000);
    expect(parseConfig({ timeout: 'soon' }).timeout).toBe(60_000);
  });

  it("keeps the page's route paths, also for routes a bundle declares later, and ignores what is not a path", () => {
    const config = parseConfig({ routes: { courseSearch: '/v9/find', learners: 'v9/learners', userInfo: 42 } });
    expect(config.routes).toEqual({ courseSearch: 'v9/find', learners: 'v9/learners' });
  });

  it('reads window.yunoConfig once, and can be updated', () => {
    (window as { yunoConfig?: unknown }).yunoConfig = { userId: 5, token: 'abc' };
    resetConfig();
    expect(getConfig().userId).toBe(5);
    (window as { yunoConfig?: unknown }).yunoConfig = { userId: 9 };
    expect(getConfig().userId).toBe(5);
    expect(updateConfig({ token: 'new' }).token).toBe('new');
  });

  it('keeps only digits of the chat number and drops an empty notification bar', () => {
    const config = parseConfig({ chatNumber: '+91 98765-43210', notificationBar: { text: '' } });
    expect(config.chatNumber).toBe('919876543210');
    expect(config.notificationBar).toBeNull();
  });
});
