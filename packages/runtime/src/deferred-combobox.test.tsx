/**
 * `ComboboxPopup` as the bundles hand it to the kit's Combobox: the popup's code (the
 * ui-combobox part) is fetched when a popup first shows, and shows as it arrives.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { comboboxPopupCss } from '@yuno/ui';
import { DeferredComboboxPopup } from './deferred-combobox';

const groups = [{ id: 'courses', label: 'Courses', options: [{ id: 'c1', label: 'IELTS Academic' }] }];

describe('DeferredComboboxPopup', () => {
  it('shows nothing until the code arrives, then the listbox with its styles', async () => {
    const { container } = render(<DeferredComboboxPopup base="s" label="Search courses" groups={groups} active={0} onActiveChange={vi.fn()} onPick={vi.fn()} />);
    expect(container.childNodes).toHaveLength(0);
    const listbox = await screen.findByRole('listbox', { name: 'Search courses' });
    expect(within(listbox).getByRole('option', { name: 'IELTS Academic' }).getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('style')!.textContent).toBe(comboboxPopupCss);
  });
});
