/**
 * Cookies that never throw. Not page state (each call reads and writes document.cookie), so
 * unlike storage/ a bundle that uses them carries its own copy: only the app prompt does.
 */
export { createCookieJar, getCookie, setCookie, removeCookie } from './cookies';
export type { CookieOptions, CookieJar } from './cookies';
