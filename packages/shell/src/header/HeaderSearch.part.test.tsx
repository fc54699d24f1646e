/**
 * The header search's suggestions reader is a part (loadSuggestions): not fetched before the
 * first query; when it cannot be had the list says so, and the next query tries again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAs, serveMockApi } from '@yuno/test-support';
import * as part from '../parts/header-search';
import { HeaderSearch } from './HeaderSearch';

const { loadSuggestions } = vi.hoisted(() => ({ loadSuggestions: vi.fn() }));
vi.mock('./loadSuggestions', () => ({ loadSuggestions }));

serveMockApi();
beforeEach(() => loadSuggestions.mockReset());

describe('HeaderSearch: the suggestions reader arrives with the first query', () => {
  it('is not fetched before someone types; a failure says so, and the next query brings the suggestions', async () => {
    loadSuggestions.mockRejectedValue(new Error('offline'));
    renderAs(<HeaderSearch label="Search courses" />, { as: 'visitor' });
    const input = screen.getByRole('combobox', { name: 'Search courses' });
    fireEvent.focus(input);
    expect(loadSuggestions).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'iel' } });
    // In the list, and said by its live region.
    expect((await screen.findAllByText('Suggestions could not be loaded. Keep typing to try again.')).length).toBeGreaterThan(0);
    expect(loadSuggestions).toHaveBeenCalledTimes(1);
    loadSuggestions.mockResolvedValue(part);
    fireEvent.input(input, { target: { value: 'ielt' } });
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('group', { name: 'Courses' })).toBeTruthy();
    expect(loadSuggestions).toHaveBeenCalledTimes(2);
  });
});
