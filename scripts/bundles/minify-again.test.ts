import { describe, expect, it } from 'vitest';
import { minifyAgain } from './minify-again';

type Chunk = { type: 'chunk'; code: string };
const run = async (code: string) => {
  const bundle: Record<string, Chunk> = { 'x.js': { type: 'chunk', code } };
  await (minifyAgain().generateBundle as (o: unknown, b: Record<string, Chunk>) => Promise<void>)({}, bundle);
  return bundle['x.js'].code;
};

describe('the second minification pass', () => {
  it('folds what a single pass leaves and keeps what the code does', async () => {
    // What a first pass leaves: a constant read through a helper, and a branch on it.
    const first = '(function(e){var t=function(){return 1};function n(){return t()+1}e.value=n()===2?`two`:`other`})(window.out={});';
    const again = await run(first);
    expect(again.length).toBeLessThan(first.length);
    const run1 = (code: string) => new Function('window', `${code}; return window.out`)({});
    expect(run1(again)).toEqual(run1(first));
  });
});
