import { describe, expect, it } from 'vitest';
import { placeholderHtml, placeholderVariant } from './placeholderMarkup';

const visitor = { signedIn: false, notificationBar: true };

describe('placeholderVariant', () => {
  it("reserves the notification bar for a visitor's header only when it will show", () => {
    expect(placeholderVariant('header', {}, visitor)).toBe('notice');
    expect(placeholderVariant('header', { showNotificationBar: false }, visitor)).toBe('public');
    expect(placeholderVariant('header', {}, { ...visitor, notificationBar: false })).toBe('public');
  });

  it("gives a signed-in person's header the bar alone, and an instructor's their tools", () => {
    expect(placeholderVariant('header', {}, { signedIn: true, role: 'Learner', notificationBar: true })).toBe('');
    expect(placeholderVariant('header', {}, { signedIn: true, role: 'Instructor', notificationBar: true })).toBe('instructor');
  });

  it('sizes a table by its preset, and ignores a preset that is not a name', () => {
    expect(placeholderVariant('data-table', { preset: 'learner-home' }, visitor)).toBe('learner-home');
    expect(placeholderVariant('data-table', { preset: 'x" onload="y' }, visitor)).toBe('');
  });
});

describe('placeholderHtml', () => {
  it("prints the widget's class and its variant's, hidden from assistive technology", () => {
    expect(placeholderHtml('header', {}, visitor)).toBe(
      '<div class="yuno-placeholder yuno-placeholder--header yuno-placeholder--header-notice" aria-hidden="true"></div>',
    );
    expect(placeholderHtml('footer', {}, visitor)).toBe('<div class="yuno-placeholder yuno-placeholder--footer" aria-hidden="true"></div>');
  });

  it("prints nothing for the availability panel (an overlay), a visitor's side menu or a name it does not know", () => {
    expect(placeholderHtml('availability-panel', {}, visitor)).toBe('');
    expect(placeholderHtml('side-menu', {}, visitor)).toBe('');
    expect(placeholderHtml('side-menu', {}, { signedIn: true, notificationBar: true })).toContain('yuno-placeholder--side-menu');
    expect(placeholderHtml('nope', {}, visitor)).toBe('');
  });
});
