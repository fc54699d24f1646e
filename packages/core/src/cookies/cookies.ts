import { COOKIE_LIFETIME_DAYS } from '../constants';
import { reportStorageProblem, type StorageOperation } from '../storage';

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

  const setCookie: CookieJar['setCookie'] = (name, value, { days = COOKIE_LIFETIME_DAYS, path = '/', sameSite = 'Lax', secure } = {}) =>
    run('set', name, false, (doc) => {
      const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
      const safe = (secure ?? doc.location?.protocol === 'https:') || sameSite === 'None';
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=${sameSite}${safe ? '; Secure' : ''}`;
      return true;
    });

  return {
    getCookie: (name) =>
      run('get', name, null, (doc) => {
        const wanted = encodeURIComponent(name);
        for (const part of String(doc.cookie).split(';')) {
          const [key, ...value] = part.split('=');
          if (key.trim() === wanted) return decode(value.join('=').trim());
        }
        return null;
      }),
    setCookie,
  };
}

const defaultJar = createCookieJar(() => (typeof document === 'undefined' ? null : document));

export const { getCookie, setCookie } = defaultJar;
export const removeCookie = (name: string, options: Pick<CookieOptions, 'path'> = {}): boolean => setCookie(name, '', { days: -1, path: options.path });
