import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('is null when the site gives no strings, so nothing is hooked', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ '   ': 'blank key' })).toBeNull();
  });

  it('replaces a whole text by the site’s wording and leaves other texts alone', () => {
    const translate = createTranslator({ 'See Availability': 'Ver disponibilidad' })!;
    expect(translate('See Availability')).toBe('Ver disponibilidad');
    expect(translate('See Availability now')).toBe('See Availability now');
    expect(translate('see availability')).toBe('see availability');
  });

  it('keeps the spaces around a text (they separate it from its neighbours)', () => {
    const translate = createTranslator({ '(opens in a new tab)': '(se abre en una pestaña nueva)' })!;
    expect(translate(' (opens in a new tab)')).toBe(' (se abre en una pestaña nueva)');
    expect(translate('An error seems to have occurred. ')).toBe('An error seems to have occurred. ');
  });

  it('matches a key written with outer spaces, as the spec writes some messages', () => {
    const translate = createTranslator({ 'Please try again. ': 'Inténtalo de nuevo.' })!;
    expect(translate('Please try again. ')).toBe('Inténtalo de nuevo. ');
  });

  it('fills {placeholders} with what the text had in their place', () => {
    const translate = createTranslator({
      '{n} online courses available': '{n} cursos en línea disponibles',
      'Showing {from}–{to} of {total}': '{total} en total, de {from} a {to}',
    })!;
    expect(translate('60 online courses available')).toBe('60 cursos en línea disponibles');
    expect(translate('1 online courses available')).toBe('1 cursos en línea disponibles');
    expect(translate('Showing 1–10 of 64')).toBe('64 en total, de 1 a 10');
    expect(translate('online courses available')).toBe('online courses available');
  });

  it('treats regular-expression characters in a key as text', () => {
    const translate = createTranslator({ 'Choose from {n} instructor(s)': 'Elige entre {n} instructor(es)', 'Search...': 'Buscar…' })!;
    expect(translate('Choose from 12 instructor(s)')).toBe('Elige entre 12 instructor(es)');
    expect(translate('Choose from 12 instructors')).toBe('Choose from 12 instructors');
    expect(translate('Search...')).toBe('Buscar…');
    expect(translate('Searchxyz')).toBe('Searchxyz');
  });

  it('never turns a key of placeholders only into a match for every text', () => {
    const translate = createTranslator({ '{name}': 'hijacked', ' {a} {b} ': 'x' })!;
    expect(translate('Any course title')).toBe('Any course title');
  });

  it('keeps a placeholder of the translation that the key does not have', () => {
    const translate = createTranslator({ '{n} weeks': '{n} semanas {unknown}' })!;
    expect(translate('12 weeks')).toBe('12 semanas {unknown}');
  });

  it('gives the same answer when asked again (answers are cached)', () => {
    const translate = createTranslator({ '{n} weeks': '{n} semanas' })!;
    expect(translate('8 weeks')).toBe('8 semanas');
    expect(translate('8 weeks')).toBe('8 semanas');
    expect(translate('Free')).toBe('Free');
  });
});
