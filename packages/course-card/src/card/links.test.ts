import { describe, expect, it } from 'vitest';
import { ctaHref } from './links';

describe('ctaHref', () => {
  it('adds course_id and academy_id to a site-relative URL', () => {
    expect(ctaHref('/checkout/', 1001, 302)).toBe('/checkout/?course_id=1001&academy_id=302');
  });

  it('leaves academy_id out when there is none', () => {
    expect(ctaHref('/checkout/', 1001)).toBe('/checkout/?course_id=1001');
    expect(ctaHref('/checkout/', 1001, 0)).toBe('/checkout/?course_id=1001');
    expect(ctaHref('/checkout/', 1001, null)).toBe('/checkout/?course_id=1001');
  });

  it('keeps the parameters and the hash the URL already has', () => {
    expect(ctaHref('/checkout/?plan=a#pay', 7, 3)).toBe('/checkout/?plan=a&course_id=7&academy_id=3#pay');
  });

  it('replaces a course_id the URL already carries instead of repeating it', () => {
    expect(ctaHref('/checkout/?course_id=1', 7)).toBe('/checkout/?course_id=7');
  });

  it('works with absolute http(s) URLs', () => {
    expect(ctaHref('https://www.yunolearning.com/checkout/', 7, 3)).toBe('https://www.yunolearning.com/checkout/?course_id=7&academy_id=3');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.test/x'.replace('//', 'vbscript://'), '', 'checkout'])(
    'refuses an unsafe or unusable URL (%s)',
    (url) => {
      expect(ctaHref(url, 7, 3)).toBe('');
    },
  );

  it('protocol-relative URLs are made https', () => {
    expect(ctaHref('//cdn.test/buy', 7)).toBe('https://cdn.test/buy?course_id=7');
  });
});
