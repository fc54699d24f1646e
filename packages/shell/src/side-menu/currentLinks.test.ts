import { describe, expect, it } from 'vitest';
import { currentLinks } from './currentLinks';

const at = (address: string) => {
  const url = new URL(address, 'http://site.test');
  return { pathname: url.pathname, search: url.search };
};

const MENU = ['/instructor', '/class-schedule', '/instructor/?tab=learners', '/instructor/?tab=groups', 'https://site.test/earnings/'];

describe('currentLinks', () => {
  it("marks the page's own link, whatever the trailing slash, host or extra parameters", () => {
    expect(currentLinks(MENU, at('/instructor/'))).toEqual(new Set(['/instructor']));
    expect(currentLinks(MENU, at('/instructor?as=instructor&utm_source=mail'))).toEqual(new Set(['/instructor']));
    expect(currentLinks(MENU, at('/earnings'))).toEqual(new Set(['https://site.test/earnings/']));
  });

  it('marks a tab, not also the page that holds it', () => {
    expect(currentLinks(MENU, at('/instructor/?tab=groups&as=instructor'))).toEqual(new Set(['/instructor/?tab=groups']));
  });

  it('a link naming a parameter the address lacks, or has with another value, is not current', () => {
    expect(currentLinks(['/instructor/?tab=learners'], at('/instructor/'))).toEqual(new Set());
    expect(currentLinks(['/instructor/?tab=learners'], at('/instructor/?tab=groups'))).toEqual(new Set());
  });

  it('marks nothing on a page the menu does not list, and ignores empty links', () => {
    expect(currentLinks(['', ...MENU], at('/settings/'))).toEqual(new Set());
  });
});
