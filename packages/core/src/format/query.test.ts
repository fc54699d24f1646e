// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { getQueryParam } from './query';

describe('getQueryParam', () => {
  it('returns the value or false', () => {
    expect(getQueryParam('learnerID', '?learnerID=12&x=1')).toBe('12');
    expect(getQueryParam('groupID', '?learnerID=12')).toBe(false);
    expect(getQueryParam('empty', '?empty=')).toBe('');
    expect(getQueryParam('state', `?state=${encodeURIComponent('{"a":1}')}`)).toBe('{"a":1}');
  });
  it('reads location.search by default', () => {
    window.history.replaceState(null, '', '/search/?type=signup');
    expect(getQueryParam('type')).toBe('signup');
    window.history.replaceState(null, '', '/');
    expect(getQueryParam('type')).toBe(false);
  });
});
