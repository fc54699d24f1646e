// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { getQueryParam, readStateObject } from './query';

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

describe('readStateObject', () => {
  const query = (text: string) => `?as=learner&state=${encodeURIComponent(text)}`;

  it("reads the ?state= JSON object that the page's widgets share", () => {
    expect(readStateObject(query('{"text":"ielts","instructor-learners":{"page":2}}'))).toEqual({ text: 'ielts', 'instructor-learners': { page: 2 } });
  });

  it.each([
    ['no state', '?as=learner'],
    ['an empty state', '?state='],
    ['text that is not JSON', query('{nope')],
    ['a JSON array', query('[1,2]')],
    ['a JSON string', query('"demo"')],
    ['JSON null', query('null')],
  ])('gives {} for %s', (_, search) => {
    expect(readStateObject(search)).toEqual({});
  });
});
