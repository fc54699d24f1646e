import { describe, it, expect } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('keeps http, https and site-relative URLs', () => {
    expect(safeUrl('https://example.com/course/ielts?x=1#top')).toBe('https://example.com/course/ielts?x=1#top');
    expect(safeUrl('http://example.com')).toBe('http://example.com');
    expect(safeUrl('HTTPS://EXAMPLE.COM/A')).toBe('HTTPS://EXAMPLE.COM/A');
    expect(safeUrl('/checkout/')).toBe('/checkout/');
    expect(safeUrl('/search/?state=%7B%7D')).toBe('/search/?state=%7B%7D');
    expect(safeUrl('/')).toBe('/');
  });

  it('trims surrounding whitespace', () => {
    expect(safeUrl('  https://example.com/a \n')).toBe('https://example.com/a');
    expect(safeUrl('\t/learner ')).toBe('/learner');
  });

  it('rewrites protocol-relative URLs to https', () => {
    expect(safeUrl('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeUrl('/\\evil.example/x')).toBe('https://evil.example/x');
    expect(safeUrl('//')).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    'jav\u200Bascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    'javascript%3Aalert(1)',
    'javascript%253Aalert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'https://example.com@evil.example/',
    'https://user:pass@example.com/',
    'http://',
    'https://exa mple.com',
    '/path\\to',
    'course/ielts',
    '#top',
    '?a=1',
    '',
    '   ',
  ])('rejects %j', (value) => {
    expect(safeUrl(value)).toBe('');
  });

  it('rejects non-strings', () => {
    expect(safeUrl(undefined)).toBe('');
    expect(safeUrl(null)).toBe('');
    expect(safeUrl(42)).toBe('');
    expect(safeUrl({ toString: () => 'https://example.com' })).toBe('');
    expect(safeUrl(['https://example.com'])).toBe('');
  });

  it('resolves relative values against a base', () => {
    expect(safeUrl('course/ielts', { base: 'https://site.test/a/' })).toBe('https://site.test/a/course/ielts');
    expect(safeUrl('/checkout/', { base: 'https://site.test/a/' })).toBe('https://site.test/checkout/');
    expect(safeUrl('?page=2', { base: 'https://site.test/search/' })).toBe('https://site.test/search/?page=2');
    expect(safeUrl('https://other.test/x', { base: 'https://site.test/' })).toBe('https://other.test/x');
    expect(safeUrl('javascript:alert(1)', { base: 'https://site.test/' })).toBe('');
    expect(safeUrl('/x', { base: 'javascript:alert(1)' })).toBe('');
  });

  it('keeps dangerous-looking text inside a safe URL', () => {
    expect(safeUrl('https://example.com/?next=javascript:alert(1)')).toBe('https://example.com/?next=javascript:alert(1)');
  });
});
