import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDefaultSearchState, events } from '@yuno/core';
import { courses, setScenario } from '@yuno/mock-api';
import { loadBudget, renderAs, requestBeforePaint, serveMockApi } from '@yuno/test-support';
import { CourseSearch } from './CourseSearch';
import { addressState, findCount, searchBodies, setAddress, spyRequests, stateQuery, titles, user } from '../test-support/components';

serveMockApi();

const TOTAL = courses.length;
const LAST_PAGE = Math.ceil(TOTAL / 20);

beforeEach(() => setAddress('/search/'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('results', () => {
  it('shows 3 skeleton cards while loading, then the count and the first 20 cards: the first row at once, the rest in turns, each in a held cell', async () => {
    // The browser's idle moments, by hand.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { container } = renderAs(<CourseSearch />);
    expect(container.querySelectorAll('.yuno-card--skeleton')).toHaveLength(3);
    expect(await findCount(TOTAL)).toBeTruthy();
    expect(titles()).toHaveLength(3);
    expect(titles()[0]).toBe(courses[0].title);
    // The list has its full length from the start: the cards still to come hold their cells.
    expect(container.querySelectorAll('.yuno-search__grid > li')).toHaveLength(20);
    expect(container.querySelectorAll('li.yuno-search__held[aria-hidden="true"]:empty')).toHaveLength(17);
    expect(screen.getByRole('list', { busy: true })).toBeTruthy();
    // Two more at each idle moment.
    const nextIdle = async () => {
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      await act(async () => idle.shift()!());
    };
    for (const count of [5, 7, 9, 11, 13, 15, 17, 19, 20]) {
      await nextIdle();
      expect(titles()).toHaveLength(count);
    }
    expect(container.querySelectorAll('.yuno-search__held')).toHaveLength(0);
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
    expect(titles()[19]).toBe(courses[19].title);
  });

  it('announces the count in a polite live region', async () => {
    renderAs(<CourseSearch />);
    const count = await findCount(TOTAL);
    expect(count.getAttribute('role')).toBe('status');
    expect(count.getAttribute('aria-live')).toBe('polite');
  });

  it('asks with the default payload, once', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    // The spec's default payload (spec 2 §9), held by core's constants test.
    expect(searchBodies(spy)).toEqual([createDefaultSearchState()]);
  });

  it('sends the search as it first commits, not after the browser has painted', async () => {
    const { AfterPaint, asked } = requestBeforePaint('/courses/search');
    renderAs(
      <>
        <AfterPaint />
        <CourseSearch />
      </>,
    );
    expect(asked()).toBe(true);
    await findCount(TOTAL);
  });

  it('passes See Availability and Learn More options to every card', async () => {
    const { container } = renderAs(<CourseSearch showSeeAvailability={false} showLearnMore />);
    await findCount(TOTAL);
    // Every card is in once the list is no longer busy.
    await waitFor(() => expect(container.querySelector('ul[aria-busy="true"]')).toBeNull());
    expect(screen.queryAllByRole('button', { name: /See Availability/ })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /Learn More/ })).toHaveLength(20);
  });

  it('See Availability on a card sends the course to the availability panel', async () => {
    const opened = vi.fn();
    renderAs(<CourseSearch />);
    events.on('availability:open', opened);
    await findCount(TOTAL);
    await user.click(screen.getAllByRole('button', { name: /See Availability/ })[0]);
    expect(opened).toHaveBeenCalledWith({ courseId: courses[0].id, title: courses[0].title, category: courses[0].category.name });
  });
});

describe('empty and failed results', () => {
  it('shows the message from the options and Clear Filters, which returns to the default filters', async () => {
    setAddress(stateQuery({ price: { code: 'INR', min: 1, max: 2 } }));
    renderAs(<CourseSearch />, { config: { emptyStateMessage: 'Nothing here yet.' } });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByText('0 online courses available')).toBeTruthy();
    const empty = screen.getByText('Nothing here yet.').parentElement as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear Filters' }));
    expect(await findCount(TOTAL)).toBeTruthy();
    expect(addressState()?.price).toEqual({ code: 'INR', min: 0, max: 120000 });
    // Focus is not lost with the button that went away.
    expect(document.activeElement).toBe(screen.getByText(`${TOTAL} online courses available`));
  });

  it("the widget's emptyStateMessage wins over the page's", async () => {
    setScenario('courseSearch', 'empty');
    renderAs(<CourseSearch emptyStateMessage="Try another subject." />, { config: { emptyStateMessage: 'Page default' } });
    expect(await screen.findByText('Try another subject.')).toBeTruthy();
    expect(screen.queryByText('Page default')).toBeNull();
  });

  it('shows the common error with a retry, and the results after retrying', async () => {
    setScenario('courseSearch', 'http500');
    renderAs(<CourseSearch />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error seems to have occurred. Please try again.');
    setScenario('courseSearch', 'ok');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findCount(TOTAL)).toBeTruthy();
  });

  it('a request that never answers still ends in the error state (time-out), not a spinner forever', async () => {
    setScenario('courseSearch', 'hang');
    renderAs(<CourseSearch />, { config: { timeout: 300 } });
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again.');
  });

  it("a learner's search that waited for user info fails within the one time-out (60 s) of the load", async () => {
    const check = loadBudget();
    setScenario('userInfo', 'slow', { delayMs: 50_000 });
    setScenario('courseSearch', 'hang');
    renderAs(<CourseSearch />, { as: 'learner' });
    await check('/courses/search', () => screen.queryByRole('alert') !== null);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An error seems to have occurred. Please try again.');
    within(alert).getByRole('button', { name: 'Try again' });
  });
});

describe('pagination bar', () => {
  const bar = () => screen.getByRole('navigation', { name: 'Pagination' });
  /** The count, then the bar: its code is a part, here a dynamic import (there is no observer, so it is near at once). */
  const shown = async (count: number) => {
    await findCount(count);
    await screen.findByRole('navigation', { name: 'Pagination' });
  };
  const pageButtons = () =>
    within(bar())
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);

  it('page 1 shows pages 1 and 2, with First and previous disabled and the current page disabled', async () => {
    renderAs(<CourseSearch />);
    await shown(TOTAL);
    expect(pageButtons()).toEqual(['1', '2']);
    const nav = within(bar());
    expect(nav.getByRole('button', { name: 'First' }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: 'Page 1' }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Last' }).hasAttribute('disabled')).toBe(false);
  });

  it('a click sets the offset to limit × (page − 1) after 400 ms, announcing the page at once', async () => {
    const spy = spyRequests();
    const pages = vi.fn();
    renderAs(<CourseSearch />);
    events.on('page:changed', pages);
    await shown(TOTAL);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Last' }));
    expect(pages).toHaveBeenCalledWith({ source: 'course-search', page: LAST_PAGE });
    expect(within(bar()).getByRole('status').textContent).toBe(`Page ${LAST_PAGE} of ${LAST_PAGE}`);
    act(() => vi.advanceTimersByTime(399));
    expect(searchBodies(spy)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(2));
    expect(searchBodies(spy)[1].offset).toBe(20 * (LAST_PAGE - 1));
    await waitFor(() => expect(titles()).toHaveLength(TOTAL - 20 * (LAST_PAGE - 1)));
    expect(addressState()?.offset).toBe(20 * (LAST_PAGE - 1));
  });

  it('on the last page the window ends at the last page, and Last and next are disabled', async () => {
    renderAs(<CourseSearch />);
    await shown(TOTAL);
    await user.click(within(bar()).getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(pageButtons()).toEqual([String(LAST_PAGE - 1), String(LAST_PAGE)]));
    const nav = within(bar());
    expect(nav.getByRole('button', { name: 'Last' }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: `Page ${LAST_PAGE}` }).hasAttribute('disabled')).toBe(true);
    expect(nav.getByRole('button', { name: 'First' }).hasAttribute('disabled')).toBe(false);
  });

  it('a new page starts at the top: the count scrolled into view from below, the focus on the list', async () => {
    renderAs(<CourseSearch />);
    await shown(TOTAL);
    const count = screen.getByText(`${TOTAL} online courses available`);
    const scrolled = vi.fn();
    // jsdom has no layout: the reader has scrolled past the list's top, down to the bar.
    Object.assign(count, { scrollIntoView: scrolled, getBoundingClientRect: () => ({ top: -900 }) as DOMRect });
    await user.click(within(bar()).getByRole('button', { name: 'Next page' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Courses' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
  });

  it('quick clicks make one request, for the page they end on', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await shown(TOTAL);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Next page' }));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Next page' }));
    act(() => vi.advanceTimersByTime(400));
    vi.useRealTimers();
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(2));
    expect(searchBodies(spy)[1].offset).toBe(40);
  });

  it('is not shown when everything fits on one page', async () => {
    setAddress(stateQuery({ category: [courses.find((c) => c.category.slug === 'toefl')!.category.id] }));
    renderAs(<CourseSearch />);
    await findCount(courses.filter((c) => c.category.slug === 'toefl').length);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('requests', () => {
  it('one request per settled state', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(screen.getByRole('checkbox', { name: /Morning/ }));
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(2));
    expect(searchBodies(spy)[1].availability).toEqual(['morning']);
    // Nothing else settles afterwards.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searchBodies(spy)).toHaveLength(2);
  });

  it('an answer for an older state is never shown over the newer one', async () => {
    const ielts = courses.filter((c) => c.category.slug === 'ielts');
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    // The next answer (for IELTS) is slow; the one after it (TOEFL) is fast.
    setScenario('courseSearch', 'slow', { delayMs: 600 });
    await user.click(screen.getByRole('radio', { name: /^IELTS/ }));
    setScenario('courseSearch', 'ok');
    await user.click(screen.getByRole('radio', { name: /^TOEFL/ }));
    const toefl = courses.filter((c) => c.category.slug === 'toefl');
    expect(await findCount(toefl.length)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.getByText(`${toefl.length} online courses available`)).toBeTruthy();
    expect(screen.queryByText(`${ielts.length} online courses available`)).toBeNull();
    expect(titles()).toEqual(toefl.map((c) => c.title));
  });
});
