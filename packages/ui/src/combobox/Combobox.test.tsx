import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setupUser, useFakeTimers, useRealTimers } from '@yuno/test-support/fake-timers';
import { useState } from 'react';
import { Combobox } from './Combobox';
import type { ComboboxProps } from './Combobox';
import type { ComboboxGroup, ComboboxOption } from './comboboxModel';
import { flattenGroups, queryFor } from './comboboxModel';
import { useDebouncedCallback } from './useDebouncedCallback';
import { comboboxPopupCss, uiCssWithoutDialogs } from '../styles';

const GROUPS: ComboboxGroup[] = [
  {
    id: 'courses',
    label: 'Courses',
    options: [
      { id: 'c1', label: 'IELTS Academic', description: 'Yuno Academy' },
      { id: 'c2', label: 'IELTS General' },
    ],
  },
  { id: 'empty', label: 'Nothing', options: [] },
  { id: 'categories', label: 'Categories', options: [{ id: 'k1', label: 'IELTS' }] },
];

interface HarnessProps extends Partial<ComboboxProps> {
  onQuerySpy?: (q: string) => void;
  onSelectSpy?: (o: ComboboxOption, g: string) => void;
  results?: ComboboxGroup[];
}

function Harness({ onQuerySpy, onSelectSpy, results = GROUPS, ...rest }: HarnessProps) {
  const [text, setText] = useState('');
  const [groups, setGroups] = useState<ComboboxGroup[]>([]);
  return (
    <Combobox
      label="Search courses"
      placeholder="Search..."
      value={text}
      onValueChange={setText}
      groups={groups}
      onQuery={(q) => {
        onQuerySpy?.(q);
        setGroups(q ? results : []);
      }}
      onSelect={(o, g) => {
        onSelectSpy?.(o, g);
        setText(o.label);
      }}
      emptyText="No results"
      {...rest}
    />
  );
}

describe('Combobox', () => {
  beforeEach(() => {
    useFakeTimers();
  });
  afterEach(() => {
    useRealTimers();
  });
  const user = () => setupUser();

  it('is a labelled combobox with list autocomplete, collapsed at first', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Search courses' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('placeholder')).toBe('Search...');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for suggestions 700 ms after the last keystroke, only from 3 characters', async () => {
    const onQuery = vi.fn();
    const u = user();
    render(<Harness onQuerySpy={onQuery} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'ie');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onQuery).not.toHaveBeenCalled();
    await u.type(input, 'l');
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(onQuery).not.toHaveBeenCalled();
    await u.type(input, 't');
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(onQuery).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenLastCalledWith('ielt');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Search courses' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('clears (onQuery with "") at once when the text drops below 3 characters', async () => {
    const onQuery = vi.fn();
    const u = user();
    render(<Harness onQuerySpy={onQuery} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'iel');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await u.type(input, '{Backspace}');
    expect(onQuery).toHaveBeenLastCalledWith('');
    expect(onQuery).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('listbox')).toBeNull();
    // Below the minimum again: no second clear, and nothing pending.
    await u.type(input, '{Backspace}');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onQuery).toHaveBeenCalledTimes(2);
  });

  it('drops a pending query when the text gets too short before the delay', async () => {
    const onQuery = vi.fn();
    const u = user();
    render(<Harness onQuerySpy={onQuery} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'iel');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await u.type(input, '{Backspace}');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('counts trimmed text and honours minChars/debounceMs props', async () => {
    const onQuery = vi.fn();
    const u = user();
    render(<Harness onQuerySpy={onQuery} minChars={1} debounceMs={100} />);
    const input = screen.getByRole('combobox');
    await u.type(input, '  ');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onQuery).not.toHaveBeenCalled();
    await u.type(input, 'a ');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onQuery).toHaveBeenCalledWith('a');
  });

  it("brings the popup's styles with the popup, not with the input", async () => {
    const u = user();
    render(<Harness />);
    const styles = () => [...document.querySelectorAll('style')].filter((style) => style.textContent === comboboxPopupCss);
    expect(styles()).toHaveLength(0);
    expect(uiCssWithoutDialogs).not.toContain('.yuno-combobox__popup');
    await u.type(screen.getByRole('combobox'), 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(styles()).toHaveLength(1);
  });

  it('shows groups labelled by their headings and skips empty groups', async () => {
    const u = user();
    render(<Harness />);
    await u.type(screen.getByRole('combobox'), 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Courses' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions available.');
  });

  it('moves with ArrowDown/ArrowUp (wrapping) via aria-activedescendant and selects with Enter', async () => {
    const onSelect = vi.fn();
    const u = user();
    render(<Harness onSelectSpy={onSelect} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    const options = () => screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await u.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2].id);
    await u.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    await u.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2].id);
    await u.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: 'k1', label: 'IELTS' }, 'categories');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('IELTS');
    expect(document.activeElement).toBe(input);
  });

  it('selects with a click and keeps focus in the input', async () => {
    const onSelect = vi.fn();
    const u = user();
    render(<Harness onSelectSpy={onSelect} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await u.click(screen.getByRole('option', { name: /IELTS General/ }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'c2', label: 'IELTS General' }, 'courses');
    expect(document.activeElement).toBe(input);
  });

  it('submits the text with Enter when no option is active', async () => {
    const onSubmit = vi.fn();
    const u = user();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox');
    await u.type(input, 'ielts{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ielts');
  });

  it('Escape closes the list first, then clears the text', async () => {
    const onQuery = vi.fn();
    const u = user();
    render(<Harness onQuerySpy={onQuery} />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await u.type(input, 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('ielts');
    await u.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(onQuery).toHaveBeenLastCalledWith('');
    // ArrowDown reopens once there is text and suggestions again.
    await u.type(input, 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await u.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
  });

  it('leaves Home and End to the input', async () => {
    const u = user();
    render(<Harness />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await u.type(input, 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await u.keyboard('{ArrowDown}{Home}');
    expect(input.selectionStart).toBe(0);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('shows the empty text only after the query ran and found nothing', async () => {
    const u = user();
    render(<Harness results={[]} />);
    await u.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.queryByText('No results')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getAllByText('No results').length).toBeGreaterThan(0);
  });

  it('shows loading, and an error with aria-invalid and aria-describedby', () => {
    render(<Combobox label="Search" value="iel" onValueChange={() => {}} groups={[]} onSelect={() => {}} loading error="Something went wrong" />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Something went wrong');
  });

  it('announces an error when it appears (an alert, there only while there is an error)', () => {
    const props = { label: 'Search', value: '', onValueChange: () => {}, groups: [], onSelect: () => {} };
    const { rerender } = render(<Combobox {...props} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Combobox {...props} error="Please select the subject from list" />);
    expect(screen.getByRole('alert').textContent).toBe('Please select the subject from list');
    expect(screen.getByRole('combobox').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    rerender(<Combobox {...props} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes when focus leaves', async () => {
    const u = user();
    render(
      <>
        <Harness />
        <button type="button">Next</button>
      </>,
    );
    await u.type(screen.getByRole('combobox'), 'ielts');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await u.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    useFakeTimers();
  });
  afterEach(() => {
    useRealTimers();
  });

  function Probe({ delay, spy }: { delay: number; spy: (v: string) => void }) {
    const debounced = useDebouncedCallback(spy, delay);
    return (
      <>
        <button type="button" onClick={() => debounced('a')}>
          a
        </button>
        <button type="button" onClick={() => debounced('b')}>
          b
        </button>
        <button type="button" onClick={() => debounced.cancel()}>
          cancel
        </button>
        <button type="button" onClick={() => debounced.flush()}>
          flush
        </button>
      </>
    );
  }

  it('calls once, with the last arguments, after the delay; cancel and flush work', () => {
    const spy = vi.fn();
    render(<Probe delay={700} spy={spy} />);
    const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
    click('a');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    click('b');
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(spy).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('b');
    click('a');
    click('cancel');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(spy).toHaveBeenCalledTimes(1);
    click('a');
    click('flush');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith('a');
  });

  it('drops a pending call on unmount', () => {
    const spy = vi.fn();
    const { unmount } = render(<Probe delay={100} spy={spy} />);
    act(() => screen.getByRole('button', { name: 'a' }).click());
    unmount();
    vi.advanceTimersByTime(200);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('combobox model', () => {
  it('flattens groups in order and skips empty ones', () => {
    expect(flattenGroups(GROUPS).map((f) => `${f.groupId}/${f.option.id}/${f.groupIndex}.${f.optionIndex}`)).toEqual([
      'courses/c1/0.0',
      'courses/c2/0.1',
      'categories/k1/2.0',
    ]);
  });

  it('queries trimmed text from minChars on', () => {
    expect(queryFor('ie', 3)).toBe('');
    expect(queryFor('  ie  ', 3)).toBe('');
    expect(queryFor(' iel ', 3)).toBe('iel');
    expect(queryFor('a', 0)).toBe('a');
    expect(queryFor('', 0)).toBe('');
  });
});
