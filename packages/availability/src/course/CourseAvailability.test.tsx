import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderAs, requestsTo, serveMockApi, watchNavigation } from '@yuno/test-support';
import { courseById, courseWithoutBatchesId, QUARTER_HOUR_INSTRUCTOR_ID, setScenario } from '@yuno/mock-api';
import { ERROR_MESSAGES, NO_BATCHES_MESSAGE } from '@yuno/core';
import { CourseAvailability } from './CourseAvailability';
import { freshResumeClaim, storedPaymentState } from '../test-support/components';

// Where the widget sends the browser, watched afresh for each test.
let goTo: ReturnType<typeof watchNavigation>['go'];
beforeEach(() => {
  goTo = watchNavigation().go;
});

serveMockApi();
const requests = recordRequests();
freshResumeClaim();
afterEach(() => {
  vi.useRealTimers();
});

// Each batch's Enroll is named with its start after its own text ('Enroll Starts Mon 23 Nov, 7:30 AM').
const enrollButtons = () => screen.queryAllByRole('button', { name: /^Enroll\b/ });

describe('course availability: tabs', () => {
  it('shows both tabs for a course with both, the first one active', async () => {
    renderAs(<CourseAvailability courseId={1001} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Group Classes', '1-to-1 Classes']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('shows only the tabs listed in the course personalization', async () => {
    const { unmount } = renderAs(<CourseAvailability courseId={1003} />);
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Group Classes']);
    unmount();
    renderAs(<CourseAvailability courseId={1008} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['1-to-1 Classes']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('7 instructors found')).toBeTruthy();
  });

  it('shows 2 skeleton batch cards while loading', () => {
    const { container } = renderAs(<CourseAvailability courseId={1001} />);
    expect(screen.getByRole('status').textContent).toContain('Loading availability…');
    expect(container.querySelectorAll('.yuno-batch--skeleton')).toHaveLength(2);
  });

  it('offers a retry when the course cannot be loaded', async () => {
    const user = userEvent.setup();
    setScenario('course', 'http500');
    renderAs(<CourseAvailability courseId={1001} />);
    expect(await screen.findByText('Availability could not be loaded')).toBeTruthy();
    setScenario('course', 'ok');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(2);
  });
});

describe('course availability: group classes', () => {
  it('shows 4 batch cards, then all of them with Show all', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    expect(Object.fromEntries(requestsTo(requests, 'batches/view/list')[0].url.searchParams)).toMatchObject({ course_id: '1001', limit: '4', offset: '0' });
    await user.click(screen.getByRole('button', { name: 'Show all 11 enrollment options' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('Show all keeps focus on the busy button while loading, then moves it to the first new batch', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    // A slow answer, so that the wait can be seen.
    setScenario('batches', 'slow', { delayMs: 500 });
    const showAll = screen.getByRole('button', { name: 'Show all 11 enrollment options' });
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(showAll.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(showAll);
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    // The fifth card is the first one Show all added: its heading names it.
    const firstNew = within(screen.getAllByRole('article')[4]).getByRole('heading', { level: 3 });
    expect(document.activeElement).toBe(firstNew);
    expect(firstNew.textContent).toMatch(/^Starts /);
  });

  it('leaves focus alone when it moved on while Show all was loading', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    setScenario('batches', 'slow', { delayMs: 500 });
    screen.getByRole('button', { name: 'Show all 11 enrollment options' }).focus();
    await user.keyboard('{Enter}');
    const tab = screen.getByRole('tab', { name: 'Group Classes' });
    tab.focus();
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(document.activeElement).toBe(tab);
  });

  it('keeps focus on Show all, no longer busy, when the rest cannot be loaded', async () => {
    const user = userEvent.setup();
    setScenario('batches', 'failMore');
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    const showAll = screen.getByRole('button', { name: 'Show all 11 enrollment options' });
    showAll.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGES.common);
    expect(showAll.getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(showAll);
    expect(enrollButtons()).toHaveLength(4);
  });

  it('moves focus to the last batch when Show all brings nothing more and goes', async () => {
    const user = userEvent.setup();
    setScenario('batches', 'code204More');
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    screen.getByRole('button', { name: 'Show all 11 enrollment options' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull());
    expect(enrollButtons()).toHaveLength(4);
    expect(document.activeElement).toBe(within(screen.getAllByRole('article')[3]).getByRole('heading', { level: 3 }));
  });

  it('shows the calendar block, start time, class days, instructor and price on a card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    const card = screen.getAllByRole('article')[0];
    // The first batch starts on Monday 23 November at 07:30 and meets Mon, Wed and Fri.
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toContain('Starts Mon 23 Nov, 7:30 AM');
    expect(within(card).getByRole('button', { name: 'Enroll Starts Mon 23 Nov, 7:30 AM' })).toBe(enrollButtons()[0]);
    expect(card.querySelector('.yuno-batch__calendar')?.textContent).toContain('Mon23Nov');
    expect(within(card).getByText('Class days: Mon, Wed, Fri')).toBeTruthy();
    expect([...card.querySelectorAll('.yuno-batch__chip--on')].map((c) => c.textContent)).toEqual(['Mon', 'Wed', 'Fri']);
    // The price checkout charges, labelled as such: the card shows the same course at ₹12,711 + GST.
    expect(card.querySelector('.yuno-batch__price')?.textContent).toBe('₹14,999Incl. of all taxes');
    expect(within(card).getByText('Incl. of all taxes')).toBeTruthy();
    const instructor = courseById(1001)!.instructors[0].full_name;
    expect(within(card).getByText(instructor)).toBeTruthy();
  });

  it('explains group size and online classes in tooltips', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1001} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    const card = screen.getAllByRole('article')[0];
    const seats = courseById(1001)!.groupSize;
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(within(card).getByRole('button', { name: 'Group classes' }));
    expect(screen.getByRole('tooltip').textContent).toBe(`You'll be one of the maximum of ${seats} students in the class`);
    await user.unhover(within(card).getByRole('button', { name: 'Group classes' }));
    within(card).getByRole('button', { name: 'Online' }).focus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('Live classes will happen through the Zoom app. You can attend from your laptop or mobile device'),
    );
  });

  it("shows 'Free' for a free course's batches", async () => {
    renderAs(<CourseAvailability courseId={1005} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    expect(within(screen.getAllByRole('article')[0]).getByText('Free')).toBeTruthy();
  });

  it('says so when no batches are scheduled', async () => {
    renderAs(<CourseAvailability courseId={courseWithoutBatchesId} />);
    expect(await screen.findByText(NO_BATCHES_MESSAGE)).toBeTruthy();
  });
});

describe('course availability: enrolling', () => {
  it('a free batch goes to checkout with payment mode free and amount 0', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1005} />, { as: 'learner' });
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    await user.click(enrollButtons()[0]);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/checkout/'));
    expect(storedPaymentState()).toMatchObject({
      type: 'free',
      course: { id: 1005, title: 'IELTS Free Demo Workshop' },
      payload: { payment_mode: 'free', amount: 0, amount_due: 0, user_id: 4101 },
    });
  });

  it('a subscription batch asks for the course duration; the chosen total becomes the amount', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1007} />, { as: 'learner' });
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    expect(within(screen.getAllByRole('article')[0]).getByText('From ₹1,699 / month')).toBeTruthy();
    await user.click(enrollButtons()[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Select course duration' });
    const plans = within(dialog).getAllByRole('listitem');
    expect(plans).toHaveLength(3);
    expect(plans[1].textContent).toContain('3 months');
    expect(plans[1].textContent).toContain('₹1,799 / month');
    expect(plans[1].textContent).toContain('₹5,397');
    expect(plans[1].textContent).toContain('Incl. of all taxes');
    expect(plans[1].textContent).toContain('10% OFF');
    expect(plans[0].textContent).not.toContain('OFF');
    // Each Select is named after its duration; it still reads 'Select'.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Select / })
        .map((b) => b.textContent),
    ).toEqual(['Select', 'Select', 'Select']);
    expect(within(plans[0]).getByRole('button', { name: 'Select 1 month' })).toBeTruthy();
    expect(within(plans[2]).getByRole('button', { name: 'Select 6 months' })).toBeTruthy();
    await user.click(within(plans[1]).getByRole('button', { name: 'Select 3 months', description: /₹1,799 \/ month.*₹5,397/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/checkout/'));
    expect(storedPaymentState()).toMatchObject({
      type: 'subscription',
      payload: { payment_mode: 'subscription', amount: 5397, amount_due: 5397 },
    });
  });

  it('a visitor picks the duration first, then the choice is saved and login asked for', async () => {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1007} />);
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    await user.click(enrollButtons()[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Select course duration' });
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    await user.click(within(within(dialog).getAllByRole('listitem')[2]).getByRole('button', { name: 'Select 6 months' }));
    expect(storedPaymentState()).toMatchObject({ type: 'subscription', isCheckoutPage: false, payload: { user_id: 0, amount: 10195 } });
  });
});

describe('course availability: 1-to-1 classes', () => {
  async function openOneToOne() {
    const user = userEvent.setup();
    renderAs(<CourseAvailability courseId={1001} />);
    await user.click(await screen.findByRole('tab', { name: '1-to-1 Classes' }));
    return user;
  }

  it('lists the instructors with a profile link and See Availability', async () => {
    await openOneToOne();
    const course = courseById(1001)!;
    expect(screen.getByText(`${course.instructors.length} instructors found`)).toBeTruthy();
    const first = course.instructors[0];
    expect(screen.getByRole('link', { name: first.full_name }).getAttribute('href')).toBe(first.profile_url);
    expect(screen.getAllByRole('button', { name: /^See Availability/ })).toHaveLength(course.instructors.length);
  });

  it("opens the instructor's weekly grid as a table with row and column headers, scrolled to 06:30 after 100 ms", async () => {
    // Hold back the 100 ms timer so the test decides when it fires; others run as usual.
    const realSetTimeout = globalThis.setTimeout;
    const held: Array<() => void> = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === 100) {
        held.push(fn);
        return 0 as unknown as ReturnType<typeof setTimeout>;
      }
      return realSetTimeout(fn, ms, ...rest);
    }) as typeof setTimeout);
    // jsdom has no layout: rows 36 px apart under a 40 px header, in a container at top 100.
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      return { top: 100 + 40 + index * 36, height: 36 } as DOMRect;
    });
    vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 40 } as DOMRect);
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 600 } as DOMRect);

    const user = await openOneToOne();
    const first = courseById(1001)!.instructors[0];
    await user.click(screen.getByRole('button', { name: `See Availability ${first.full_name}` }));
    const dialog = screen.getByRole('dialog', { name: `Instructor availability of ${first.full_name}` });
    expect(dialog.getAttribute('data-placement')).toBe('right');
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(48);
    expect(rowHeaders[13].textContent).toBe('6:30 AM');
    expect(within(rowHeaders[13].closest('tr')!).getAllByRole('cell')).toHaveLength(7);

    const region = within(dialog).getByRole('region', { name: `Weekly availability of ${first.full_name}` });
    // Preact runs effects after paint: wait for the timer to be set.
    await waitFor(() => expect(held).toHaveLength(1));
    expect(region.scrollTop).toBe(0);
    act(() => held[0]());
    // Row 13 (06:30) sits 13 rows of 36 px below the first one.
    expect(region.scrollTop).toBe(13 * 36);
  });

  it('shows 50 time slots at a time; Load more appends the rest and brings the first new one into view', async () => {
    // jsdom has no layout: rows 36 px apart under a 40 px header, in a container at top 100
    // that scrolls them.
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      const scrolled = this.closest<HTMLElement>('[role="region"]')?.scrollTop ?? 0;
      return { top: 100 + 40 + index * 36 - scrolled, height: 36 } as DOMRect;
    });
    vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 40 } as DOMRect);
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 600 } as DOMRect);

    const user = await openOneToOne();
    const quarterHours = courseById(1001)!.instructors.find((i) => i.id === QUARTER_HOUR_INSTRUCTOR_ID)!;
    await user.click(screen.getByRole('button', { name: `See Availability ${quarterHours.full_name}` }));
    const dialog = screen.getByRole('dialog', { name: `Instructor availability of ${quarterHours.full_name}` });
    const table = await within(dialog).findByRole('table');
    const slots = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(slots()).toHaveLength(50);
    expect(slots()[0]).toBe('12:00 AM');
    expect(slots()[49]).toBe('12:15 PM');

    const region = within(dialog).getByRole('region', { name: `Weekly availability of ${quarterHours.full_name}` });
    // 100 ms after it shows, 06:30 (the 27th quarter hour) is at the top.
    await waitFor(() => expect(region.scrollTop).toBe(26 * 36));
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(slots()).toHaveLength(96);
    expect(slots()[50]).toBe('12:30 PM');
    expect(slots()[95]).toBe('11:45 PM');
    // Every slot shows: the button goes, the grid takes the focus, its first new row under the header.
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.activeElement).toBe(region);
    expect(region.scrollTop).toBe(50 * 36);
  });

  it('a grid of 50 slots or fewer has no Load more', async () => {
    const user = await openOneToOne();
    const first = courseById(1001)!.instructors[0];
    await user.click(screen.getByRole('button', { name: `See Availability ${first.full_name}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(await within(dialog).findByRole('table')).getAllByRole('rowheader')).toHaveLength(48);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('empties the grid when the availability call fails, with a retry', async () => {
    setScenario('instructorAvailability', 'http500');
    const user = await openOneToOne();
    const first = courseById(1001)!.instructors[0];
    await user.click(screen.getByRole('button', { name: `See Availability ${first.full_name}` }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Availability could not be loaded.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    setScenario('instructorAvailability', 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
