import { describe, it, expect } from 'vitest';
import { truncateWords } from './text';

describe('truncateWords', () => {
  it('cuts by words with an ellipsis', () => {
    expect(truncateWords('one two three four', 2)).toBe('one two…');
    expect(truncateWords('  one   two\nthree ', 2)).toBe('one two…');
  });
  it('keeps short text as it is', () => {
    expect(truncateWords('one two', 2)).toBe('one two');
    expect(truncateWords('', 3)).toBe('');
  });
  it('keeps markup-looking text as text', () => {
    expect(truncateWords('<img src=x onerror=alert(1)> hi there', 1)).toBe('<img…');
  });
});
