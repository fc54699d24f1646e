import { COOKIE_LIFETIME_DAYS } from '../constants';
import { reportStorageProblem } from './report';
import type { StorageOperation } from './report';

export interface CookieOptions {
  /** Lifetime in days (the spec's default 30); 0 or less deletes. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export interface CookieJar {
  getCookie(name: string): string | null;
  setCookie(name: string, value: string, options?: CookieOptions): boolean;
  removeCookie(name: string, options?: Pick<CookieOptions, 'path'>): boolean;
}

const DAY_MS = 86_400_000;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Cookies that never throw; reading document.cookie can throw in sandboxed frames. */
export function createCookieJar(getDocument: () => Document | null | undefined): CookieJar {
  function run<T>(operation: StorageOperation, key: string, fallback: T, fn: (doc: Document) => T): T {
    try {
      const doc = getDocument();
      if (!doc) throw Object.assign(new Error('document is not available'), { name: 'NoStorage' });
      return fn(doc);
    } catch (error) {
      reportStorageProblem({ area: 'cookie', operation, key, error });
      return fallback;
    }
  }

  const jar: CookieJar = {
    getCookie(name) {
      return run('get', name, null, (doc) => {
        const wanted = encodeURIComponent(name);
        for (const part of String(doc.cookie).split(';')) {
          const eq = part.indexOf('=');
          const key = (eq < 0 ? part : part.slice(0, eq)).trim();
          if (key === wanted) return decode(eq < 0 ? '' : part.slice(eq + 1).trim());
        }
        return null;
      });
    },
    setCookie(name, value, options = {}) {
      const { days = COOKIE_LIFETIME_DAYS, path = '/', sameSite = 'Lax' } = options;
      return run('set', name, false, (doc) => {
        const secure = options.secure ?? doc.location?.protocol === 'https:';
        const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
        let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=${sameSite}`;
        if (secure || sameSite === 'None') cookie += '; Secure';
        doc.cookie = cookie;
        return true;
      });
    },
    removeCookie(name, options = {}) {
      return jar.setCookie(name, '', { days: -1, path: options.path });
    },
  };
  return jar;
}

const defaultJar = createCookieJar(() => (typeof document === 'undefined' ? null : document));

export const getCookie = (name: string): string | null => defaultJar.getCookie(name);
export const setCookie = (name: string, value: string, options?: CookieOptions): boolean => defaultJar.setCookie(name, value, options);
export const removeCookie = (name: string, options?: Pick<CookieOptions, 'path'>): boolean => defaultJar.removeCookie(name, options);
