import { describe, expect, it } from 'vitest';
import { chatHref, copyrightText, footerHref } from './footerLinks';

describe('footer links', () => {
  it('keeps site links relative locally and puts them on the stage or production host', () => {
    expect(footerHref('/ielts', '')).toBe('/ielts');
    expect(footerHref('/ielts', 'https://stage.yunolearning.com')).toBe('https://stage.yunolearning.com/ielts');
    expect(footerHref('/blog/', 'https://www.yunolearning.com/')).toBe('https://www.yunolearning.com/blog/');
  });
  it('leaves absolute links alone and drops unsafe ones', () => {
    expect(footerHref('https://www.youtube.com/', 'https://www.yunolearning.com')).toBe('https://www.youtube.com/');
    expect(footerHref('javascript:alert(1)', '')).toBe('');
  });
  it('makes a messaging link of the chat number', () => {
    expect(chatHref('+91 74117 81928')).toBe('https://wa.me/917411781928');
    expect(chatHref('')).toBe('');
  });
  it('writes the copyright with the year', () => {
    expect(copyrightText(2031, 'Yuno Learning')).toBe('© 2031 Yuno Learning');
  });
});
