import { expect, it } from 'vitest';
import { looksLikeText } from './widget-texts.mjs';

it('takes words for people, with or without placeholders', () => {
  for (const text of ['Select', 'Show all {count} enrollment options', '{n} weeks', '{cost} / month', 'Page {n} of {count}']) {
    expect(looksLikeText(text), text).toBe(true);
  }
});

it('leaves out ids, id lists, class names and CSS', () => {
  for (const text of [
    '{id}-title',
    '{id}-select {id}-label',
    '{id}-monthly {id}-total',
    'yuno-batch yuno-batch--open',
    'var(--yuno-space-4)',
    'aria-label',
    '100% 0px',
    '0px 0px -20%',
  ]) {
    expect(looksLikeText(text), text).toBe(false);
  }
});
