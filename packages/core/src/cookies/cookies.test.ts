// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { getCookie, setCookie, removeCookie, createCookieJar } from './cookies';
import { onStorageUnavailable } from '../storage';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('cookies on a working document', () => {
  it('sets, reads and removes', () => {
    expect(setCookie('yunoAppPromptHidden', '1', { days: 1 })).toBe(true);
    expect(getCookie('yunoAppPromptHidden')).toBe('1');
    expect(removeCookie('yunoAppPromptHidden')).toBe(true);
    expect(getCookie('yunoAppPromptHidden')).toBeNull();
  });

  it('encodes names and values', () => {
    setCookie('a b', 'x=1; y');
    expect(getCookie('a b')).toBe('x=1; y');
    expect(getCookie('missing')).toBeNull();
  });

  it('defaults to a 30-day lifetime on path /', () => {
    const writes: string[] = [];
    const fakeDoc = {
      location: { protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    } as unknown as Document;
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 1)));
    const jar = createCookieJar(() => fakeDoc);
    jar.setCookie('k', 'v');
    expect(writes[0]).toBe('k=v; expires=Sat, 31 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax; Secure');
    jar.setCookie('k', 'v', { days: 1, path: '/learner', secure: false });
    expect(writes[1]).toBe('k=v; expires=Fri, 02 Jan 2026 00:00:00 GMT; path=/learner; SameSite=Lax');
  });
});

describe('cookies when document.cookie throws', () => {
  it('never throws and reports', () => {
    const listener = vi.fn();
    const off = onStorageUnavailable(listener);
    const err = Object.assign(new Error('blocked'), { name: 'SecurityError' });
    const hostile = {
      get cookie(): string {
        throw err;
      },
      set cookie(_v: string) {
        throw err;
      },
    } as unknown as Document;
    const jar = createCookieJar(() => hostile);
    expect(jar.getCookie('a')).toBeNull();
    expect(jar.setCookie('a', 'b')).toBe(false);
    expect(jar.setCookie('a', '', { days: -1 })).toBe(false);
    off();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener.mock.calls[0][0]).toMatchObject({ area: 'cookie', operation: 'get', reason: 'unavailable', key: 'a' });
  });

  it('works through the default functions when the real getter throws', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw Object.assign(new Error('blocked'), { name: 'SecurityError' });
    });
    expect(getCookie('a')).toBeNull();
  });

  it('removes through the default functions without throwing when the real setter throws', () => {
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw Object.assign(new Error('blocked'), { name: 'SecurityError' });
    });
    expect(removeCookie('a')).toBe(false);
  });

  it('survives a missing document', () => {
    const jar = createCookieJar(() => null);
    expect(jar.getCookie('a')).toBeNull();
    expect(jar.setCookie('a', 'b')).toBe(false);
  });
});
