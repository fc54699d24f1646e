/**
 * Shadow roots that show widgets get the page's ui stylesheets first and their own after
 * (so a widget's rules win ties), and take in a ui stylesheet that arrives later (the
 * dialogs' and toasts', with their code) in its place, before their own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uiCssWithoutDialogs } from '@yuno/ui';
import { addUiStyles, adoptWithUi, releaseRoot } from './styles';

const sheetsOf = (root: ShadowRoot): string[] =>
  'adoptedStyleSheets' in root && root.adoptedStyleSheets.length
    ? root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
    : [...root.querySelectorAll('style')].map((style) => style.textContent ?? '');

const newRoot = () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  root.appendChild(document.createElement('div'));
  return root;
};

afterEach(() => document.body.replaceChildren());

describe('ui stylesheets in shadow roots', () => {
  it('come first, and one that arrives later joins every root before its own sheets', () => {
    const first = newRoot();
    const second = newRoot();
    adoptWithUi(first, ['.card{color:red}']);
    adoptWithUi(second, ['.table{color:blue}']);
    expect(sheetsOf(first)).toEqual([uiCssWithoutDialogs, '.card{color:red}']);

    addUiStyles('.yuno-dialog{display:block}');
    expect(sheetsOf(first)).toEqual([uiCssWithoutDialogs, '.yuno-dialog{display:block}', '.card{color:red}']);
    expect(sheetsOf(second)).toEqual([uiCssWithoutDialogs, '.yuno-dialog{display:block}', '.table{color:blue}']);
    // The content stays after the styles.
    expect(first.lastElementChild?.tagName).toBe('DIV');

    // Added once, and a root adopted later gets it too.
    addUiStyles('.yuno-dialog{display:block}');
    const third = newRoot();
    adoptWithUi(third, []);
    expect(sheetsOf(third)).toEqual([uiCssWithoutDialogs, '.yuno-dialog{display:block}']);
  });

  it('stop reaching a root that was released', () => {
    const root = newRoot();
    adoptWithUi(root, ['.own{}']);
    releaseRoot(root);
    addUiStyles('.yuno-toast{display:flex}');
    expect(sheetsOf(root)).not.toContain('.yuno-toast{display:flex}');
  });
});
