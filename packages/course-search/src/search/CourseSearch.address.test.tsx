import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createDefaultSearchState } from '@yuno/core';
import { categoryTree, courses, demoUsers } from '@yuno/mock-api';
import { mockServer, renderAs, serveMockApi } from '@yuno/test-support';
import { moveTo } from '@yuno/test-support/range-input';
import { CourseSearch } from './CourseSearch';
import { addressState, findCount, searchBodies, setAddress, spyRequests, stateQuery, panel, titles, user } from '../test-support/components';

serveMockApi();

const TOTAL = courses.length;
const ielts = categoryTree.find((c) => c.slug === 'ielts')!;
const toefl = categoryTree.find((c) => c.slug === 'toefl')!;
const inCategory = (id: number) => courses.filter((c) => c.category.id === id).length;
const radio = (name: RegExp | string) => panel().getByRole('radio', { name }) as HTMLInputElement;
// The spec's default payload (spec 2 §9), held by core's constants test.
const defaults = createDefaultSearchState();

beforeEach(() => setAddress('/search/'));
afterEach(() => vi.useRealTimers());

describe('reading the address', () => {
  it('a shared link restores the view: filters, page and results', async () => {
    const spy = spyRequests();
    setAddress(stateQuery({ ...defaults, category: [ielts.id], offset: 0, availability: ['morning'] }));
    renderAs(<CourseSearch />);
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(1));
    expect(searchBodies(spy)[0]).toEqual({ ...defaults, category: [ielts.id], availability: ['morning'] });
    await screen.findByText(/online courses available/);
    expect(radio(/^IELTS/).checked).toBe(true);
    expect((panel().getByRole('checkbox', { name: /^Morning/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('restores the page from the offset', async () => {
    setAddress(stateQuery({ offset: 40 }));
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const current = within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('an offset past the results (an old link) shows the last page, not an empty list', async () => {
    const spy = spyRequests();
    setAddress(stateQuery({ offset: 1000 }));
    renderAs(<CourseSearch />);
    const lastPage = Math.ceil(TOTAL / 20);
    await waitFor(() => expect(searchBodies(spy).at(-1)?.offset).toBe(20 * (lastPage - 1)));
    await waitFor(() => expect(titles()).toHaveLength(TOTAL - 20 * (lastPage - 1)));
    const current = within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: `Page ${lastPage}` });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('a category with one page of results, asked for at page 4, shows that page', async () => {
    setAddress(stateQuery({ ...defaults, category: [ielts.id], offset: 60 }));
    renderAs(<CourseSearch />);
    await findCount(inCategory(ielts.id));
    await waitFor(() => expect(titles()).toHaveLength(inCategory(ielts.id)));
    expect(screen.queryByText(/No courses match/)).toBeNull();
  });

  it.each([['{oops'], ['"just text"'], ['[1,2,3]'], ['null']])('a state that is not a JSON object (%s) falls back to the defaults, no error shown', async (bad) => {
    const spy = spyRequests();
    setAddress(stateQuery(bad));
    renderAs(<CourseSearch />);
    expect(await findCount(TOTAL)).toBeTruthy();
    expect(searchBodies(spy)).toEqual([defaults]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fields of the wrong type fall back to their defaults; the others are kept', async () => {
    const spy = spyRequests();
    setAddress(stateQuery({ category: 'ielts', offset: -5, price: { code: 'INR', min: 'cheap', max: 10 }, availability: ['morning'] } as never));
    renderAs(<CourseSearch />);
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(1));
    expect(searchBodies(spy)[0]).toEqual({ ...defaults, availability: ['morning'] });
  });

  it('Clear Filters keeps the category the address brought', async () => {
    const spy = spyRequests();
    setAddress(stateQuery({ category: [toefl.id], availability: ['evening'] }));
    renderAs(<CourseSearch />);
    await screen.findByText(/online courses available/);
    await user.click(panel().getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(searchBodies(spy).at(-1)).toEqual({ ...defaults, category: [toefl.id] }));
  });
});

describe('writing the address', () => {
  it('a change is written as ?state= with the payload field names, keeping the other parameters', async () => {
    setAddress('/search/?as=learner');
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    expect(addressState()).toBeNull();
    await user.click(radio(/^IELTS/));
    await waitFor(() => expect(addressState()).toEqual({ ...defaults, category: [ielts.id] }));
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/search/');
    expect(url.searchParams.get('as')).toBe('learner');
  });

  it('a change makes one history entry; a quick run of changes still makes one', async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    // The clock stands still: every click below falls within one burst, however slow the test machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = window.history.length;
    await user.click(panel().getByRole('checkbox', { name: /^Morning/ }));
    await waitFor(() => expect(addressState()?.availability).toEqual(['morning']));
    await user.click(panel().getByRole('checkbox', { name: /^Evening/ }));
    await user.click(panel().getByRole('checkbox', { name: /^Night/ }));
    await waitFor(() => expect(addressState()?.availability).toEqual(['morning', 'evening', 'night']));
    expect(window.history.length).toBe(before + 1);
    vi.useRealTimers();
  });

  it('moving a slider step by step makes one history entry and one request', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const before = window.history.length;
    const thumb = panel().getByRole('slider', { name: 'Minimum Duration (weeks)' }) as HTMLInputElement;
    // The clock is ours, so the moves land within the settle time however busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let i = 0; i < 4; i += 1) {
      moveTo(thumb, i + 1);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(thumb.value).toBe('4');
    expect(searchBodies(spy)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    await waitFor(() => expect(addressState()?.week_duration).toEqual({ min: 4, max: 24 }));
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(2));
  });

  it('Back and Forward bring the earlier views back', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(radio(/^IELTS/));
    expect(await findCount(inCategory(ielts.id))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 750));
    await user.click(radio(/^TOEFL/));
    expect(await findCount(inCategory(toefl.id))).toBeTruthy();
    const length = window.history.length;

    window.history.back();
    expect(await findCount(inCategory(ielts.id))).toBeTruthy();
    expect(radio(/^IELTS/).checked).toBe(true);
    expect(searchBodies(spy).at(-1)?.category).toEqual([ielts.id]);

    window.history.back();
    expect(await findCount(TOTAL)).toBeTruthy();
    expect(radio('All categories').checked).toBe(true);

    window.history.forward();
    expect(await findCount(inCategory(ielts.id))).toBeTruthy();
    // Moving through history writes nothing.
    expect(window.history.length).toBe(length);
  });
});

describe("the learner's current category", () => {
  function learnerWithCategory(categoryId: number) {
    const learner = demoUsers.learner;
    mockServer.use(
      http.get('*/wp-json/yuno/v3/user/info/:id', () =>
        HttpResponse.json({ code: 200, message: 'Success', data: { ...learner.info, current_state: { org_id: 0, category_id: categoryId } } }),
      ),
    );
  }

  it('preselects the filter when the address has no state (one search, already filtered)', async () => {
    learnerWithCategory(toefl.id);
    const spy = spyRequests();
    renderAs(<CourseSearch />, { as: 'learner' });
    expect(await findCount(inCategory(toefl.id))).toBeTruthy();
    expect(searchBodies(spy).map((b) => b.category)).toEqual([[toefl.id]]);
    expect(radio(/^TOEFL/).checked).toBe(true);
    // Preselecting is not a change of the user's: the address is left alone.
    expect(addressState()).toBeNull();
  });

  it('is not used when the address has a state', async () => {
    learnerWithCategory(toefl.id);
    const spy = spyRequests();
    setAddress(stateQuery({ category: [ielts.id] }));
    renderAs(<CourseSearch />, { as: 'learner' });
    await findCount(inCategory(ielts.id));
    expect(searchBodies(spy).map((b) => b.category)).toEqual([[ielts.id]]);
  });

  it('is not asked for a visitor', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    expect(spy.mock.calls.some(([url]) => String(url).includes('/user/info/'))).toBe(false);
  });

  it('a learner whose user info fails still gets the default search', async () => {
    mockServer.use(http.get('*/wp-json/yuno/v3/user/info/:id', () => HttpResponse.json({ code: 500, message: 'x', data: null })));
    renderAs(<CourseSearch />, { as: 'learner' });
    expect(await findCount(TOTAL)).toBeTruthy();
  });
});
