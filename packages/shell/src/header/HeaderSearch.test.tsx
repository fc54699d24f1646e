import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiRequest, recordRequests, renderAs, requestNames, serveMockApi } from '@yuno/test-support';
import { watchNavigation } from '../test-support/components';
import { HeaderSearch } from './HeaderSearch';

serveMockApi();

const suggestionCalls = (seen: ApiRequest[]) => requestNames(seen).filter((r) => r.startsWith('GET v4/courses/suggestions'));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HeaderSearch', () => {
  const setup = () => {
    renderAs(<HeaderSearch label="Search courses" />, { as: 'learner' });
    const input = screen.getByRole('combobox', { name: 'Search courses' });
    // 'input' events: what both React and Preact listen to for onChange.
    const type = (value: string) => fireEvent.input(input, { target: { value } });
    const key = (k: string) => fireEvent.keyDown(input, { key: k });
    return { input, type, key };
  };

  it('asks for suggestions only after more than 2 characters, and not before 700 ms after the last key', async () => {
    const seen = recordRequests();
    const { input, type } = setup();
    expect(input.getAttribute('placeholder')).toBe('Search...');
    type('i');
    type('ie');
    await wait(900);
    expect(suggestionCalls(seen)).toEqual([]);
    type('iel');
    await wait(500);
    expect(suggestionCalls(seen)).toEqual([]);
    await waitFor(() => expect(suggestionCalls(seen)).toEqual(['GET v4/courses/suggestions?text=iel']));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('group', { name: 'Courses' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Sub-categories' })).toBeTruthy();
  });

  it('clears the list when the text drops to 2 characters', async () => {
    const { type } = setup();
    type('iel');
    await screen.findByRole('listbox');
    type('ie');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('starts a search at /search/?state= for a category with courses', async () => {
    const nav = watchNavigation();
    const { type } = setup();
    type('ielts');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    fireEvent.click(within(categories).getByRole('option', { name: /^IELTS/ }));
    const url: string = nav.go.mock.calls[0][0];
    expect(url.startsWith('/search/?state=')).toBe(true);
    const state = JSON.parse(decodeURIComponent(url.slice('/search/?state='.length)));
    expect(state).toMatchObject({ category: [101], text: '', limit: 20, offset: 0 });
  });

  it("opens a course's page when a course is picked with the keyboard", async () => {
    const nav = watchNavigation();
    const { type, key } = setup();
    type('ielts');
    await screen.findByRole('group', { name: 'Courses' });
    key('ArrowDown');
    key('Enter');
    expect(nav.go).toHaveBeenCalledTimes(1);
    expect(nav.go.mock.calls[0][0]).toMatch(/^\//);
    expect(nav.go.mock.calls[0][0]).not.toContain('/search/');
  });

  // What a screen reader reads with the field: its error, through aria-describedby.
  const description = (input: HTMLElement) => {
    const id = input.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  };

  it('checks the field when it is left with text in it, then on every keystroke; never while first typing, nor when tabbing past it empty', async () => {
    const user = userEvent.setup();
    const { input, type } = setup();
    await user.click(input);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please select the subject from list')).toBeNull();

    await user.click(input);
    type('z');
    type('zz');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(description(input)).toBe('');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Please select the subject from list');
    // Typing again re-checks at once: still no pick, so the message stays.
    await user.click(input);
    type('zzz');
    expect(description(input)).toBe('Please select the subject from list');
  });

  it("refuses a search without a pick: 'Please select the subject from list'", () => {
    const nav = watchNavigation();
    const { input, type, key } = setup();
    type('zzzz');
    key('Enter');
    expect(screen.getByText('Please select the subject from list')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please select the subject from list')).toBeTruthy();
    expect(nav.go).not.toHaveBeenCalled();
  });
});
