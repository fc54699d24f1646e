// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasFocus, holdCaret, restoreCaret } from './caret';

afterEach(() => void (document.body.innerHTML = ''));

function field(id: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.id = id;
  input.value = value;
  return input;
}

describe('holding the caret across a swap of inputs', () => {
  it('holds nothing for an input without focus', () => {
    const input = document.body.appendChild(field('a', 'react'));
    expect(hasFocus(input)).toBe(false);
    expect(holdCaret(input)).toBeNull();
  });

  it('puts focus and the caret on the new input in the same shadow root', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const before = root.appendChild(field('q', 'react'));
    before.focus();
    before.setSelectionRange(1, 3);
    const held = holdCaret(before);
    before.replaceWith(field('q', 'react'));
    restoreCaret(held, 'q');
    const after = root.getElementById('q') as HTMLInputElement;
    expect(root.activeElement).toBe(after);
    expect([after.selectionStart, after.selectionEnd]).toEqual([1, 3]);
  });

  it('keeps the blur of the replaced input from the form around it, once', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const input = form.appendChild(field('q', 'react'));
    const left = vi.fn();
    form.addEventListener('focusout', left);
    input.focus();
    holdCaret(input);
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(left).not.toHaveBeenCalled();
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(left).toHaveBeenCalledTimes(1);
  });
});
