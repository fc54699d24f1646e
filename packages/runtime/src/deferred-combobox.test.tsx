/**
 * `Combobox` as the kit hands it on in the browser bundles: a plain field until the
 * combobox's code (the ui-combobox part) arrives at the person's first act, then the real one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ERROR_MESSAGES, events } from '@yuno/core';
import { useFakeTimers, useRealTimers } from '@yuno/test-support/fake-timers';
import { Combobox, type ComboboxGroup, type ComboboxProps } from '@yuno/ui';
import * as comboboxPart from './parts/ui-combobox';
import { DeferredCombobox, resetDeferredCombobox } from './deferred-combobox';
import { resetActs } from './when-acts';
import { holdImport } from '@yuno/test-support/held-import';

const { importComboboxPart } = vi.hoisted(() => ({ importComboboxPart: vi.fn() }));
vi.mock('./load-combobox-part', () => ({ importComboboxPart }));

/** The part's request, held until the test lets it through (or fails it). */
const holdPart = () => holdImport(importComboboxPart, comboboxPart);

const GROUPS: ComboboxGroup[] = [{ id: 'courses', label: 'Courses', options: [{ id: 'c1', label: 'React for beginners' }] }];

function Search({ onQuery = () => {}, onSubmit = () => {}, ...rest }: Partial<ComboboxProps>) {
  const [text, setText] = useState('');
  const [groups, setGroups] = useState<ComboboxGroup[]>([]);
  return (
    <DeferredCombobox
      label="Search courses"
      placeholder="Search courses"
      value={text}
      onValueChange={setText}
      groups={groups}
      onSelect={() => {}}
      onQuery={(query) => {
        onQuery(query);
        setGroups(query ? GROUPS : []);
      }}
      onSubmit={onSubmit}
      {...rest}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search courses' });
/** Markup with the generated ids made alike: two renders get different ones. */
const sameIds = (html: string) => html.replace(/yuno-combobox-[^"]*?-(input|error)/g, 'yuno-combobox-ID-$1');

beforeEach(() => {
  importComboboxPart.mockReset();
  resetDeferredCombobox();
  resetActs();
});

afterEach(() => {
  cleanup();
  events.reset();
});

describe('the deferred Combobox, before its code arrives', () => {
  it('renders what the Combobox renders closed, and fetches nothing while nobody acts', () => {
    const props: ComboboxProps = {
      label: 'Search courses',
      hideLabel: true,
      placeholder: 'Search courses',
      value: 'rea',
      onValueChange: () => {},
      groups: [],
      onSelect: () => {},
      error: 'Please select a subject from the list',
      className: 'yuno-search__box',
    };
    const standIn = render(<DeferredCombobox {...props} />).container.innerHTML;
    cleanup();
    const real = render(<Combobox {...props} />).container.innerHTML;
    expect(sameIds(standIn)).toBe(sameIds(real));
    cleanup();

    render(<DeferredCombobox {...props} />);
    const input = field();
    expect(input.id).toMatch(/^yuno-combobox-.+-input$/);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Please select a subject from the list');
    expect(importComboboxPart).not.toHaveBeenCalled();
  });

  it('takes typing, submits the text with Enter and clears it with Escape', async () => {
    holdPart();
    const onQuery = vi.fn();
    const onSubmit = vi.fn();
    render(<Search onQuery={onQuery} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(field(), 'react');
    expect(field().value).toBe('react');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('react');
    expect(onQuery).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(field().value).toBe('');
    expect(onQuery).toHaveBeenCalledWith('');
    expect(importComboboxPart).toHaveBeenCalledTimes(1);
  });

  it("fetches its code at the person's first act anywhere on the page", async () => {
    holdPart();
    render(<Search />);
    await act(async () => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(importComboboxPart).toHaveBeenCalledTimes(1);
  });

  it('fetches its code at the latest when its input gets focus', () => {
    holdPart();
    render(<Search />);
    act(() => field().focus());
    expect(importComboboxPart).toHaveBeenCalledTimes(1);
  });
});

describe('the deferred Combobox, as its code arrives', () => {
  it('keeps the text, focus and caret, and asks once for the suggestions of what was typed', async () => {
    const part = holdPart();
    const onQuery = vi.fn();
    render(<Search onQuery={onQuery} debounceMs={200} />);
    const user = userEvent.setup();
    await user.type(field(), 'react');
    const before = field();
    before.setSelectionRange(1, 3);
    await part.arrive();

    const after = field();
    expect(after).not.toBe(before);
    expect(after.id).toBe(before.id);
    expect(after.value).toBe('react');
    expect(document.activeElement).toBe(after);
    expect([after.selectionStart, after.selectionEnd]).toEqual([1, 3]);
    expect(onQuery).not.toHaveBeenCalled();
    // The real one's debounce, then one query for the whole text.
    expect(await screen.findByRole('option', { name: 'React for beginners' })).toBeTruthy();
    expect(onQuery.mock.calls).toEqual([['react']]);
    expect(after.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for nothing when nothing was typed meanwhile', async () => {
    const part = holdPart();
    const onQuery = vi.fn();
    render(<Search onQuery={onQuery} />);
    act(() => field().focus());
    useFakeTimers();
    try {
      await part.arrive();
      expect(document.activeElement).toBe(field());
      act(() => void vi.advanceTimersByTime(5000));
      expect(onQuery).not.toHaveBeenCalled();
    } finally {
      useRealTimers();
    }
  });

  it('a Combobox mounted after the code came renders the real one at once', async () => {
    const part = holdPart();
    render(<Search />);
    act(() => field().focus());
    await part.arrive();
    cleanup();
    render(<Search />);
    await userEvent.setup().type(field(), 're');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(importComboboxPart).toHaveBeenCalledTimes(1);
  });
});

describe('the deferred Combobox, when its code cannot be fetched', () => {
  it('stays a plain text box, tells the person in it once, and the next key in it tries again', async () => {
    const toasts = vi.fn();
    events.on('toast', toasts);
    const failing = holdPart();
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(field());
    await failing.fail();
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({ message: ERROR_MESSAGES.common, tone: 'danger', duration: 5000 });

    const again = holdPart();
    await user.keyboard('r');
    expect(importComboboxPart).toHaveBeenCalledTimes(2);
    await again.fail();
    // Told once while the person stays in the field.
    expect(toasts).toHaveBeenCalledTimes(1);
    importComboboxPart.mockRejectedValue(new Error('blocked'));
    await user.keyboard('eact{Enter}');
    expect(field().value).toBe('react');
    expect(onSubmit).toHaveBeenCalledWith('react');
    expect(toasts).toHaveBeenCalledTimes(1);

    const retry = holdPart();
    await user.keyboard(' ');
    await retry.arrive();
    await waitFor(() => expect(field().value).toBe('react '));
    expect(document.activeElement).toBe(field());
    expect(toasts).toHaveBeenCalledTimes(1);
  });

  it('says nothing when a fetch at an act elsewhere fails, and focus on it tries again', async () => {
    const toasts = vi.fn();
    events.on('toast', toasts);
    const failing = holdPart();
    render(<Search />);
    await act(async () => void document.body.dispatchEvent(new Event('keydown', { bubbles: true })));
    await failing.fail();
    expect(toasts).not.toHaveBeenCalled();
    holdPart();
    act(() => field().focus());
    expect(importComboboxPart).toHaveBeenCalledTimes(2);
  });
});
