import { describe, expect, it } from 'vitest';
import type { ColumnConfig, ViewConfig } from '../config/types';
import { EMPTY_CELL, cellModel, formatDateTime, hideableFor, progressCell, statusCell, visibleColumns } from './cellModel';

const col = (over: Partial<ColumnConfig> & Pick<ColumnConfig, 'type' | 'field'>): ColumnConfig => ({ id: 'c', label: 'Col', ...over });

describe('progress cells', () => {
  it.each([
    [0, 'red'],
    [30, 'red'],
    [31, 'orange'],
    [50, 'orange'],
    [51, 'yellow'],
    [70, 'yellow'],
    [71, 'light-green'],
    [80, 'light-green'],
    [81, 'dark-green'],
    [100, 'dark-green'],
  ])('%i%% is %s, with its number as text', (value, colour) => {
    expect(progressCell(value)).toEqual({ kind: 'progress', value, colour, text: `${value}%` });
  });

  it('reads numeric text, rounds, and keeps values between 0 and 100', () => {
    expect(progressCell('64.6')).toMatchObject({ value: 65, text: '65%' });
    expect(progressCell(140)).toMatchObject({ value: 100, colour: 'dark-green' });
    expect(progressCell(-5)).toMatchObject({ value: 0, colour: 'red' });
    expect(progressCell('n/a')).toMatchObject({ value: 0, text: '0%' });
    expect(progressCell(undefined)).toMatchObject({ value: 0 });
  });

  it.each([
    [30.4, 'orange', '30%'],
    [50.3, 'yellow', '50%'],
    [70.2, 'light-green', '70%'],
    [80.4, 'dark-green', '80%'],
    [30, 'red', '30%'],
    [29.6, 'red', '30%'],
  ])('a value of %s takes its colour from the exact value (%s) and reads %s', (value, colour, text) => {
    expect(progressCell(value)).toMatchObject({ colour, text });
    expect(progressCell(String(value))).toMatchObject({ colour, text });
  });

  it('reads a nested field', () => {
    expect(cellModel(col({ type: 'progress', field: 'attendance.percentage' }), { attendance: { percentage: 72 } })).toMatchObject({
      value: 72,
      colour: 'light-green',
    });
  });
});

describe('status tags', () => {
  it.each([
    ['PAID', 'success'],
    ['ACTIVE', 'success'],
    ['ISSUED', 'info'],
    ['EXPIRED', 'warning'],
    ['FAILED', 'danger'],
    ['INACTIVE', 'neutral'],
  ])('%s has a tone and keeps its text', (text, tone) => {
    expect(statusCell(text)).toEqual({ kind: 'status', text, tone });
  });

  it('upper-cases, and shows unknown statuses as neutral tags', () => {
    expect(statusCell(' paid ')).toEqual({ kind: 'status', text: 'PAID', tone: 'success' });
    expect(statusCell('REFUNDED')).toEqual({ kind: 'status', text: 'REFUNDED', tone: 'neutral' });
    expect(statusCell(null)).toEqual({ kind: 'text', text: EMPTY_CELL });
  });
});

describe('user cells', () => {
  const referrer = col({ type: 'user', field: 'referrer.name', extra: 'referrer.image', idField: 'referrer.id' });

  it('show the name and the picture', () => {
    expect(cellModel(referrer, { referrer: { id: 6001, name: 'Asha Rao', image: 'https://img.test/a.png' } })).toEqual({
      kind: 'user',
      name: 'Asha Rao',
      image: 'https://img.test/a.png',
    });
  });

  it('show NA as plain text for id 0: no person, so no avatar', () => {
    expect(cellModel(referrer, { referrer: { id: 0, name: 'Someone', image: 'https://img.test/a.png' } })).toEqual({ kind: 'text', text: 'NA' });
    expect(cellModel(referrer, { referrer: { id: '0', name: '' } })).toEqual({ kind: 'text', text: 'NA' });
  });

  it('never pass an unsafe picture address', () => {
    expect(cellModel(referrer, { referrer: { id: 3, name: 'X', image: 'javascript:alert(1)' } })).toMatchObject({ image: '' });
    expect(cellModel(referrer, { referrer: 'oops' })).toEqual({ kind: 'user', name: EMPTY_CELL, image: '' });
  });
});

describe('people as text (org admin, counselor)', () => {
  const counselor = col({ type: 'text', field: 'counselor.name', idField: 'counselor.id' });

  it('show the name as text, NA for id 0 and a dash when missing', () => {
    expect(cellModel(counselor, { counselor: { id: 4501, name: 'Kiran Desai' } })).toEqual({ kind: 'text', text: 'Kiran Desai' });
    expect(cellModel(counselor, { counselor: { id: 0, name: 'Someone' } })).toEqual({ kind: 'text', text: 'NA' });
    expect(cellModel(counselor, { counselor: { id: '0', name: '' } })).toEqual({ kind: 'text', text: 'NA' });
    expect(cellModel(counselor, {})).toEqual({ kind: 'text', text: EMPTY_CELL });
    expect(cellModel(counselor, { counselor: { id: 7, name: '  ' } })).toEqual({ kind: 'text', text: EMPTY_CELL });
    expect(cellModel(counselor, { counselor: { id: 7, name: '<b>Kiran</b>' } })).toEqual({ kind: 'text', text: '<b>Kiran</b>' });
  });
});

describe('copy, link and text cells', () => {
  it('copy cells name what they copy', () => {
    expect(cellModel(col({ type: 'copy', field: 'short_url', label: 'Payment link' }), { short_url: 'https://rzp.io/i/x' })).toEqual({
      kind: 'copy',
      text: 'https://rzp.io/i/x',
      label: 'Copy Payment link: https://rzp.io/i/x',
    });
    expect(cellModel(col({ type: 'copy', field: 'x' }), {})).toEqual({ kind: 'text', text: EMPTY_CELL });
  });

  it('links go through the URL sanitiser, else show as text', () => {
    const link = col({ type: 'link', field: 'title', extra: 'url' });
    expect(cellModel(link, { title: 'Class', url: '/class/1/' })).toEqual({ kind: 'link', text: 'Class', href: '/class/1/' });
    expect(cellModel(link, { title: 'Class', url: 'javascript:alert(1)' })).toEqual({ kind: 'text', text: 'Class' });
  });

  it('text is text: markup stays visible characters', () => {
    expect(cellModel(col({ type: 'text', field: 'name' }), { name: '<img src=x onerror=alert(1)>' })).toEqual({
      kind: 'text',
      text: '<img src=x onerror=alert(1)>',
    });
    expect(cellModel(col({ type: 'text', field: 'name' }), { name: { nested: true } })).toEqual({ kind: 'text', text: EMPTY_CELL });
    expect(cellModel(col({ type: 'text', field: 'n' }), { n: 12 })).toEqual({ kind: 'text', text: '12' });
  });

  it('dates, date-times and money use the core formats', () => {
    expect(cellModel(col({ type: 'date', field: 'd' }), { d: '2026-01-05' })).toEqual({ kind: 'text', text: 'Jan 05 2026' });
    expect(formatDateTime('2026-01-05 18:30:00')).toBe('Mon, Jan 5, 2026, 6:30 PM');
    expect(formatDateTime('2026-01-05T07:05:00')).toBe('Mon, Jan 5, 2026, 7:05 AM');
    expect(cellModel(col({ type: 'datetime', field: 'd' }), { d: 'soon' })).toEqual({ kind: 'text', text: EMPTY_CELL });
    expect(cellModel(col({ type: 'money', field: 'a' }), { a: 12500 })).toEqual({ kind: 'text', text: '₹12,500' });
    expect(cellModel(col({ type: 'money', field: 'a' }), { a: 0 })).toEqual({ kind: 'text', text: 'Free' });
  });
});

describe('action cells', () => {
  const actions = col({
    type: 'actions',
    field: 'id',
    actions: [
      { kind: 'schedule', label: 'Schedule class', query: 'learnerID', field: 'learner.id', roles: ['Instructor'] },
      { kind: 'command', command: 'enrolDemo', label: 'Enrol', doneField: 'is_enrolled', doneLabel: 'Enrolled' },
    ],
  });

  it('link to the class schedule with the row id, for the roles allowed', () => {
    expect(cellModel(actions, { learner: { id: 6001 } }, 'Instructor')).toEqual({
      kind: 'actions',
      actions: [
        { kind: 'link', label: 'Schedule class', href: '/class-schedule?learnerID=6001' },
        { kind: 'command', command: 'enrolDemo', label: 'Enrol', disabled: false },
      ],
    });
    expect(cellModel(actions, { learner: { id: 6001 } }, 'Learner')).toEqual({
      kind: 'actions',
      actions: [{ kind: 'command', command: 'enrolDemo', label: 'Enrol', disabled: false }],
    });
  });

  it('encode ids in the address and skip rows without one', () => {
    const group = col({ type: 'actions', field: 'x', actions: [{ kind: 'schedule', label: 'Schedule class', query: 'groupID', field: 'group_id' }] });
    expect(cellModel(group, { group_id: 'a&b=c' })).toEqual({
      kind: 'actions',
      actions: [{ kind: 'link', label: 'Schedule class', href: '/class-schedule?groupID=a%26b%3Dc' }],
    });
    expect(cellModel(group, {})).toEqual({ kind: 'actions', actions: [] });
  });

  it('mark an action that destroys something', () => {
    const del = col({ type: 'actions', field: 'id', actions: [{ kind: 'command', command: 'deleteClass', label: 'Delete', danger: true }] });
    expect(cellModel(del, { id: 7 })).toEqual({
      kind: 'actions',
      actions: [{ kind: 'command', command: 'deleteClass', label: 'Delete', disabled: false, danger: true }],
    });
  });

  it('show a done action disabled with its done label', () => {
    expect(cellModel(actions, { is_enrolled: true }, 'Learner')).toEqual({
      kind: 'actions',
      actions: [{ kind: 'command', command: 'enrolDemo', label: 'Enrolled', disabled: true }],
    });
  });
});

describe('column visibility', () => {
  const view: ViewConfig = {
    caption: 'x',
    route: 'learners',
    rowKey: 'id',
    pageSize: 20,
    columns: [
      col({ id: 'name', type: 'text', field: 'n', fixed: true }),
      col({ id: 'email', type: 'text', field: 'e' }),
      col({ id: 'actions', type: 'actions', field: 'a', roles: ['Instructor'] }),
    ],
  };

  it('the Actions column is for the Instructor role only', () => {
    expect(visibleColumns(view, [], 'Instructor').map((c) => c.id)).toEqual(['name', 'email', 'actions']);
    expect(visibleColumns(view, [], 'org-admin').map((c) => c.id)).toEqual(['name', 'email']);
    expect(visibleColumns(view, [], null).map((c) => c.id)).toEqual(['name', 'email']);
  });

  it('hidden columns go; fixed ones are never offered for hiding', () => {
    expect(visibleColumns(view, ['email'], 'Instructor').map((c) => c.id)).toEqual(['name', 'actions']);
    expect(hideableFor(view, 'Instructor').map((c) => c.id)).toEqual(['email', 'actions']);
    expect(hideableFor(view, 'Learner').map((c) => c.id)).toEqual(['email']);
  });
});
