// @vitest-environment jsdom
/**
 * A shadow root's stylesheets come first in it, in the order given, and adopting again
 * replaces them (the overlay host does when a dialog's styles arrive). Where the browser has
 * no constructable stylesheets (jsdom here), style elements stand in for them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from './styles';

const newRoot = () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  root.appendChild(document.createElement('div'));
  return root;
};

const sheetsOf = (root: ShadowRoot) => [...root.querySelectorAll('style')].map((style) => style.textContent);

afterEach(() => document.body.replaceChildren());

describe('adoptStyles without constructable stylesheets', () => {
  it('puts the sheets first, in order, and a second call replaces them', () => {
    const root = newRoot();
    adoptStyles(root, ['.ui{}', '', '.widget{}']);
    expect(sheetsOf(root)).toEqual(['.ui{}', '.widget{}']);
    expect(root.lastElementChild?.tagName).toBe('DIV');

    adoptStyles(root, ['.ui{}', '.widget{}', '.login{}']);
    expect(sheetsOf(root)).toEqual(['.ui{}', '.widget{}', '.login{}']);
    expect(root.lastElementChild?.tagName).toBe('DIV');
  });

  it('leaves style elements of the widgets themselves alone', () => {
    const root = newRoot();
    const own = document.createElement('style');
    own.textContent = '.dialog{}';
    root.lastElementChild!.appendChild(own);
    adoptStyles(root, ['.ui{}']);
    adoptStyles(root, ['.ui{}']);
    expect(sheetsOf(root)).toEqual(['.ui{}', '.dialog{}']);
  });
});
