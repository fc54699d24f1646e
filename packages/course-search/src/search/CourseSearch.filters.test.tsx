import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoryTree, courses } from '@yuno/mock-api';
import { courseTimeBuckets } from '@yuno/mock-api/src/fixtures/batches';
import { readCriteria, searchCourses } from '@yuno/mock-api/src/handlers/courseQuery';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { moveTo } from '@yuno/test-support/range-input';
import { CourseSearch } from './CourseSearch';
import { SEND_GAP_MS } from './usePostQuery';
import { RANGE_SETTLE_MS } from '../filters/RangeFilter';
import { addressState, filterBodies, findCount, searchBodies, setAddress, spyRequests, titles, panel, user } from '../test-support/components';

serveMockApi();

const TOTAL = courses.length;
const ielts = categoryTree.find((c) => c.slug === 'ielts')!;
const toefl = categoryTree.find((c) => c.slug === 'toefl')!;
const academic = ielts.children.find((c) => c.name === 'IELTS Academic')!;
const speaking = academic.children.find((c) => c.name === 'Speaking')!;
const inCategory = (id: number) => courses.filter((c) => c.category.id === id);
const lastSearch = (spy: ReturnType<typeof spyRequests>) => searchBodies(spy).at(-1)!;

beforeEach(() => setAddress('/search/'));
afterEach(() => vi.useRealTimers());

describe('category tree', () => {
  it("offers 'All categories' (chosen) and the first 5 categories, then 'View all' / 'Show less'", async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    const radios = () => panel().getAllByRole('radio');
    expect((panel().getByRole('radio', { name: 'All categories' }) as HTMLInputElement).checked).toBe(true);
    expect(radios().map((r) => r.closest('label')!.textContent)).toEqual([
      'All categories',
      ...categoryTree.slice(0, 5).map((c) => `${c.name}(${inCategory(c.id).length})`),
    ]);
    await user.click(panel().getByRole('button', { name: 'View all' }));
    expect(radios()).toHaveLength(categoryTree.length + 1);
    await user.click(panel().getByRole('button', { name: 'Show less' }));
    expect(radios()).toHaveLength(6);
  });

  it('choosing a category refetches from offset 0, shows its count and opens its sub-levels', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(panel().getByRole('radio', { name: /^IELTS/ }));
    expect(await findCount(inCategory(ielts.id).length)).toBeTruthy();
    expect(lastSearch(spy)).toMatchObject({ category: [ielts.id], category_level_1: [], category_level_2: [], offset: 0 });
    expect(panel().getByRole('button', { name: 'IELTS sub-categories' }).getAttribute('aria-expanded')).toBe('true');
    expect(panel().getByRole('checkbox', { name: /^IELTS Academic/ })).toBeTruthy();
    // The filter definitions follow the category.
    await waitFor(() => expect(filterBodies(spy).at(-1)).toMatchObject({ category: [ielts.id] }));
  });

  it('sub-levels are checkboxes; a change of category clears levels 1 and 2', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(panel().getByRole('radio', { name: /^IELTS/ }));
    await user.click(await panel().findByRole('checkbox', { name: /^IELTS Academic/ }));
    await user.click(panel().getAllByRole('checkbox', { name: /^Speaking/ })[0]);
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ category_level_1: [academic.id], category_level_2: [speaking.id] }));
    const expected = courses.filter((c) => c.sub.id === academic.id && c.topic?.id === speaking.id).length;
    expect(await findCount(expected)).toBeTruthy();
    await user.click(panel().getByRole('radio', { name: /^TOEFL/ }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ category: [toefl.id], category_level_1: [], category_level_2: [] }));
    expect(await findCount(inCategory(toefl.id).length)).toBeTruthy();
  });

  it('each category opens and closes its sub-levels by a disclosure button', async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const toggle = panel().getByRole('button', { name: 'TOEFL sub-categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel().queryByRole('checkbox', { name: /^TOEFL iBT/ })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel().getByRole('checkbox', { name: /^TOEFL iBT/ })).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('a sub-level of another category switches to that category', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(panel().getByRole('button', { name: 'TOEFL sub-categories' }));
    await user.click(panel().getByRole('checkbox', { name: /^TOEFL iBT/ }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ category: [toefl.id], category_level_1: [toefl.children[0].id] }));
    expect((panel().getByRole('radio', { name: /^TOEFL/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('the filter groups collapse and expand (disclosure)', async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const group = panel().getByRole('button', { name: 'Category' });
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(panel().queryByRole('radio', { name: 'All categories', hidden: false })).toBeNull();
    await user.click(group);
    expect(panel().getByRole('radio', { name: 'All categories' })).toBeTruthy();
  });
});

describe('checkbox groups', () => {
  it('availability and personalization tick into the payload and reset the offset', async () => {
    const spy = spyRequests();
    setAddress(`/search/?state=${encodeURIComponent(JSON.stringify({ offset: 20 }))}`);
    renderAs(<CourseSearch />);
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    await user.click(panel().getByRole('checkbox', { name: /^Morning/ }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ availability: ['morning'], offset: 0 }));
    const morning = courses.filter((c) => courseTimeBuckets(c).has('morning')).length;
    expect(await findCount(morning)).toBeTruthy();
    await user.click(panel().getByRole('checkbox', { name: /^Group classes/ }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ availability: ['morning'], personalization: ['one_to_many'] }));
    expect(addressState()).toMatchObject({ availability: ['morning'], personalization: ['one_to_many'], offset: 0 });
  });
});

describe('a burst of changes', () => {
  it('sends a bounded number of search and filter requests, aborts the superseded one, and ends on the last state', async () => {
    renderAs(<CourseSearch />);
    await findCount(courses.length);
    const spy = spyRequests();
    const box = () => panel().getByRole('checkbox', { name: /^Group classes/ });
    // 21 clicks, back to back, within one gap (the clock holds still while they run, however
    // slowly a busy machine renders them): the box ends ticked.
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
    for (let i = 0; i < 21; i++) fireEvent.click(box());
    vi.mocked(performance.now).mockRestore();
    expect(await findCount(searchCourses(readCriteria({ personalization: ['one_to_many'] })).length)).toBeTruthy();
    expect(box()).toHaveProperty('checked', true);
    // At most one request as the burst begins (if the last one left a gap ago) and one for its end.
    expect(searchBodies(spy).length).toBeLessThanOrEqual(2);
    expect(filterBodies(spy).length).toBeLessThanOrEqual(2);
    expect(searchBodies(spy).at(-1)).toMatchObject({ personalization: ['one_to_many'], offset: 0 });
    expect(filterBodies(spy).at(-1)).toMatchObject({ personalization: ['one_to_many'] });
    // No answer can come during the clicks (they run without a pause): every search request
    // but the last was superseded while on its way, and aborted.
    const signals = spy.mock.calls.filter(([url]) => String(url).includes('/courses/search')).map(([, init]) => init!.signal!);
    expect(signals.map((signal) => signal.aborted)).toEqual([...signals.slice(1).map(() => true), false]);
  });
});

describe('sliders', () => {
  it('week duration 0 to 24 and price INR 0 to 120000, two thumbs each, values with the currency symbol', async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const sliders = panel().getAllByRole('slider') as HTMLInputElement[];
    expect(sliders.map((s) => [s.getAttribute('aria-label'), s.value, s.getAttribute('aria-valuetext')])).toEqual([
      ['Minimum Duration (weeks)', '0', '0 weeks'],
      ['Maximum Duration (weeks)', '24', '24 weeks'],
      ['Minimum Price', '0', '₹0'],
      ['Maximum Price', '120000', '₹1,20,000'],
    ]);
  });

  it('a thumb moves by steps of 1; the search follows once it settles', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const max = panel().getByRole('slider', { name: 'Maximum Price' }) as HTMLInputElement;
    expect(max.step).toBe('1');
    // Our clock: the three moves fall within the settle time however busy the machine is.
    // (The keys themselves are the browser's: e2e/course-search.spec.ts presses them.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const value of [108000, 96000, 95999]) moveTo(max, value);
    expect(max.value).toBe('95999');
    expect(max.getAttribute('aria-valuetext')).toBe('₹95,999');
    // The settle time; then, once the request has left (as the first act ends), the request gap
    // it started: a gap left on our clock when the real one comes back would hold later searches.
    act(() => vi.advanceTimersByTime(RANGE_SETTLE_MS));
    act(() => vi.advanceTimersByTime(SEND_GAP_MS));
    vi.useRealTimers();
    await waitFor(() => expect(lastSearch(spy).price).toEqual({ code: 'INR', min: 0, max: 95999 }));
    // Three moves, one request.
    expect(searchBodies(spy)).toHaveLength(2);
    expect(await findCount(courses.filter((c) => c.price <= 95999).length)).toBeTruthy();
    // The lower week thumb to the top: it stops at the upper one.
    const weeksMin = panel().getByRole('slider', { name: 'Minimum Duration (weeks)' }) as HTMLInputElement;
    moveTo(weeksMin, 24);
    expect(weeksMin.value).toBe('24');
    await waitFor(() => expect(lastSearch(spy).week_duration).toEqual({ min: 24, max: 24 }));
    moveTo(weeksMin, 0);
    await waitFor(() => expect(lastSearch(spy).week_duration).toEqual({ min: 0, max: 24 }));
  });
});

describe('Clear Filters (desktop)', () => {
  it('returns to the default filters', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    await user.click(panel().getByRole('checkbox', { name: /^Evening/ }));
    await waitFor(() => expect(lastSearch(spy).availability).toEqual(['evening']));
    await user.click(panel().getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastSearch(spy).availability).toEqual([]));
    expect(await findCount(TOTAL)).toBeTruthy();
  });
});

describe('a page fixed to a category (the category prop)', () => {
  it('keeps the category whatever the user does, and Clear Filters returns to it', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch category={ielts.id} />);
    expect(await findCount(inCategory(ielts.id).length)).toBeTruthy();
    expect(searchBodies(spy).every((b) => b.category.join() === String(ielts.id))).toBe(true);
    expect(panel().queryByRole('radio', { name: 'All categories' })).toBeNull();
    expect(panel().queryByRole('radio', { name: /^TOEFL/ })).toBeNull();
    await user.click(panel().getByRole('checkbox', { name: /^IELTS Academic/ }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ category: [ielts.id], category_level_1: [academic.id] }));
    await user.click(panel().getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastSearch(spy)).toMatchObject({ category: [ielts.id], category_level_1: [] }));
  });

  it('brings a shared link for another category back to the fixed one', async () => {
    const spy = spyRequests();
    setAddress(`/search/?state=${encodeURIComponent(JSON.stringify({ category: [toefl.id] }))}`);
    renderAs(<CourseSearch category={ielts.id} />);
    expect(await findCount(inCategory(ielts.id).length)).toBeTruthy();
    expect(searchBodies(spy).map((b) => b.category)).toEqual([[ielts.id]]);
  });
});

describe('filter definitions', () => {
  it('a failed filters call shows the error with a retry in the panel; results still show', async () => {
    const { setScenario } = await import('@yuno/mock-api');
    setScenario('courseFilters', 'http500');
    renderAs(<CourseSearch />);
    expect(await findCount(TOTAL)).toBeTruthy();
    const alert = await panel().findByRole('alert');
    expect(alert.textContent).toContain('An error seems to have occurred. Please try again.');
    setScenario('courseFilters', 'ok');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await panel().findByRole('radio', { name: 'All categories' })).toBeTruthy();
  });
});
