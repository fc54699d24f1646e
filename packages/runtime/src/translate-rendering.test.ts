// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { h, options, render, type ComponentChild } from 'preact';
import { createTranslator } from '@yuno/core';
import { translateRendering } from './translate-rendering';

const translate = createTranslator({
  'See Availability': 'Ver disponibilidad',
  '{n} online courses available': '{n} cursos en línea disponibles',
  Close: 'Cerrar',
  'Search...': 'Buscar…',
})!;

let undo: (() => void) | null = null;
let root: HTMLElement;

afterEach(() => {
  if (root) render(null, root);
  undo?.();
  undo = null;
});

function mount(vnode: ComponentChild) {
  root = document.createElement('div');
  render(vnode, root);
  return root;
}

describe('translateRendering', () => {
  it('renders texts and people-facing attributes in the site’s wording', () => {
    undo = translateRendering(options, translate);
    const el = mount(
      h('section', null, [
        h('p', null, `${60} online courses available`),
        h('button', { 'aria-label': 'Close', title: 'Close' }, 'x'),
        h('input', { placeholder: 'Search...', value: 'Search...' }),
        h('button', null, 'See Availability', h('span', null, ': Maths')),
      ]),
    );
    expect(el.querySelector('p')!.textContent).toBe('60 cursos en línea disponibles');
    const close = el.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Cerrar');
    expect(close.getAttribute('title')).toBe('Cerrar');
    const input = el.querySelector('input')!;
    expect(input.placeholder).toBe('Buscar…');
    // What a person typed or a server reads is not wording.
    expect(input.value).toBe('Search...');
    expect(el.querySelectorAll('button')[1].textContent).toBe('Ver disponibilidad: Maths');
  });

  it('leaves addresses and class names alone even when they equal a key', () => {
    undo = translateRendering(options, translate);
    const el = mount(h('a', { href: 'Close', className: 'Close' }, 'Close'));
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('Close');
    expect(link.className).toBe('Close');
    expect(link.textContent).toBe('Cerrar');
  });

  it('follows a text that changes on re-render', () => {
    undo = translateRendering(options, translate);
    root = document.createElement('div');
    render(h('p', null, '1 online courses available'), root);
    render(h('p', null, '7 online courses available'), root);
    expect(root.textContent).toBe('7 cursos en línea disponibles');
  });

  it('renders the English texts once undone (and without a translator nothing changes)', () => {
    translateRendering(options, translate)();
    const el = mount(h('button', { 'aria-label': 'Close' }, 'See Availability'));
    expect(el.textContent).toBe('See Availability');
    expect(el.querySelector('button')!.getAttribute('aria-label')).toBe('Close');
  });
});
