import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderAs, requestsTo, type ApiRequest, serveMockApi, watchNavigation } from '@yuno/test-support';
import { alreadyEnrolledCourseId, setScenario } from '@yuno/mock-api';
import { ALREADY_ENROLLED_DIALOG, ERROR_MESSAGES, NO_BATCHES_MESSAGE, events } from '@yuno/core';
import { AvailabilityPanel } from './AvailabilityPanel';
import { breakLocalStorage, freshResumeClaim, listen, storedPaymentState } from '../test-support/components';

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

const IELTS = { courseId: 1001, title: 'IELTS Academic Intensive', category: 'IELTS' };

type Opening = { courseId: number; title?: string; category?: string };
const askForPanel = (detail: Opening) => act(() => events.emit('availability:open', detail));

/** Asks as a course card does; the panel opens once its body is here. */
async function openPanel(detail: Opening = IELTS) {
  askForPanel(detail);
  await screen.findByRole('dialog');
}

const panel = () => screen.getByRole('dialog');
// Each batch's Enroll is named with its start after its own text ('Enroll Starts Mon 23 Nov, 7:30 AM').
const enrollButtons = () => within(panel()).queryAllByRole('button', { name: /^Enroll\b/ });
const batchesQuery = ({ url }: ApiRequest) => Object.fromEntries(url.searchParams);

describe('availability panel: opening', () => {
  it('stays closed until a course card asks for it', () => {
    renderAs(<AvailabilityPanel />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a right-side dialog with the category and the title, a skeleton, then the batches', async () => {
    renderAs(<AvailabilityPanel />);
    await openPanel();
    const dialog = panel();
    expect(dialog.getAttribute('data-placement')).toBe('right');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'IELTS Academic Intensive' })).toBeTruthy();
    expect(within(dialog).getByText('IELTS')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Loading batches…');
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(within(dialog).queryByRole('status')).toBeNull();
    // 11 enrollable batches fit the panel's default limit of 20: nothing left to show.
    expect(within(dialog).queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('fetches the course detail first, then the batches with the spec request', async () => {
    renderAs(<AvailabilityPanel />, { as: 'learner' });
    await openPanel();
    await waitFor(() => expect(enrollButtons().length).toBeGreaterThan(0));
    const calls = requests.filter(({ url }) => /courses\/1001\/detail|batches\/view\/list/.test(url.pathname));
    expect(calls.map(({ url }) => url.pathname.split('/').slice(-2).join('/'))).toEqual(['1001/detail', 'view/list']);
    expect(calls[0].url.searchParams.get('user_id')).toBe('4101');
    const query = batchesQuery(calls[1]);
    expect(query).toMatchObject({
      user_id: '4101',
      course_id: '1001',
      active_batch: 'upcoming',
      batch_days: 'sun,mon,tue,wed,thu,fri,sat',
      batch_time: 'morning,afternoon,evening,night',
      only_enrollable: 'true',
      limit: '20',
      offset: '0',
    });
    expect(query.enrollment_request_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('clears the earlier course when opened for another one', async () => {
    renderAs(<AvailabilityPanel />);
    await openPanel();
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    await openPanel({ courseId: 1042, title: 'Italian A1 Foundations', category: 'Italian' });
    expect(enrollButtons()).toHaveLength(0);
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toContain('Italian A1 Foundations');
    expect(await within(panel()).findByText(NO_BATCHES_MESSAGE)).toBeTruthy();
  });

  it('takes the title from the course detail when the card did not send one', async () => {
    renderAs(<AvailabilityPanel />);
    await openPanel({ courseId: 1003 });
    await waitFor(() => expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toContain('IELTS Writing Task 1 and 2 Masterclass'));
  });

  it('is called Batch availability when neither the card nor the course detail gives a title', async () => {
    setScenario('courseDetail', 'fail');
    renderAs(<AvailabilityPanel />);
    await openPanel({ courseId: 1003 });
    expect(await within(panel()).findByText('This course could not be loaded')).toBeTruthy();
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toContain('Batch availability');
  });

  it('ignores an event without a usable course id', async () => {
    const user = userEvent.setup();
    renderAs(<AvailabilityPanel />);
    // With its body here, the panel opens as it is asked: a taken event would show at once.
    await openPanel();
    await user.keyboard('{Escape}');
    askForPanel({ courseId: Number.NaN });
    askForPanel({ courseId: -3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    renderAs(<AvailabilityPanel />);
    await openPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('availability panel: answers that are not 200', () => {
  it('does not ask for batches when the detail fails, and offers a retry that works', async () => {
    const user = userEvent.setup();
    setScenario('courseDetail', 'fail');
    renderAs(<AvailabilityPanel />);
    await openPanel();
    expect(await within(panel()).findByText('This course could not be loaded')).toBeTruthy();
    expect(within(panel()).getByText(ERROR_MESSAGES.common.trim())).toBeTruthy();
    expect(requestsTo(requests, 'batches/view/list')).toHaveLength(0);
    setScenario('courseDetail', 'ok');
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
  });

  it('shows a retry, not a spinner, when the batches fail', async () => {
    const user = userEvent.setup();
    setScenario('batches', 'http500');
    renderAs(<AvailabilityPanel />);
    await openPanel();
    expect(await within(panel()).findByText('Batches could not be loaded')).toBeTruthy();
    expect(within(panel()).queryByRole('status')).toBeNull();
    setScenario('batches', 'ok');
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
  });

  it('says there are no batches when the list answers 204', async () => {
    setScenario('batches', 'empty');
    renderAs(<AvailabilityPanel />);
    await openPanel();
    expect(await within(panel()).findByText(NO_BATCHES_MESSAGE)).toBeTruthy();
    expect(enrollButtons()).toHaveLength(0);
  });
});

describe("availability panel: 'Class Days & Time'", () => {
  async function openFilter(user: ReturnType<typeof userEvent.setup>) {
    renderAs(<AvailabilityPanel />);
    await openPanel();
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    await user.click(within(panel()).getByRole('button', { name: 'Class Days & Time' }));
    return within(panel()).getByRole('group', { name: 'Days' }).parentElement as HTMLElement;
  }

  it('offers Sun to Fri and Morning, Evening, Night (Sat and Afternoon are not displayed)', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    const days = within(within(filter).getByRole('group', { name: 'Days' })).getAllByRole('checkbox');
    expect(days.map((box) => box.closest('label')?.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    const times = within(within(filter).getByRole('group', { name: 'Times' })).getAllByRole('checkbox');
    expect(times.map((box) => box.closest('label')?.textContent)).toEqual(['Morning 6-12', 'Evening 4-8', 'Night 8-11']);
  });

  it('applies days and times: batches reset to limit 4, offset 0; Show all loads the rest and appends', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    for (const name of ['Sun', 'Mon', 'Tue', 'Morning 6-12', 'Night 8-11']) await user.click(within(filter).getByRole('checkbox', { name }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    const applied = batchesQuery(requestsTo(requests, 'batches/view/list').at(-1)!);
    expect(applied).toMatchObject({ batch_days: 'sun,mon,tue', batch_time: 'morning,night', limit: '4', offset: '0' });
    expect(within(panel()).getByRole('button', { name: /Class Days & Time/ }).textContent).toContain('(5)');

    await user.click(within(panel()).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(6));
    expect(batchesQuery(requestsTo(requests, 'batches/view/list').at(-1)!)).toMatchObject({ limit: '6', offset: '4', batch_days: 'sun,mon,tue' });
    expect(within(panel()).queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('Show all from the keyboard keeps focus in the panel: on the busy button, then on the first new batch', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    for (const name of ['Sun', 'Mon', 'Tue', 'Morning 6-12', 'Night 8-11']) await user.click(within(filter).getByRole('checkbox', { name }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    // A slow answer, so that the wait can be seen.
    setScenario('batches', 'slow', { delayMs: 500 });
    const showAll = within(panel()).getByRole('button', { name: 'Show all' });
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(showAll.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(showAll);
    await waitFor(() => expect(enrollButtons()).toHaveLength(6));
    expect(within(panel()).queryByRole('button', { name: 'Show all' })).toBeNull();
    const firstNew = within(within(panel()).getAllByRole('article')[4]).getByRole('heading', { level: 3 });
    expect(document.activeElement).toBe(firstNew);
    expect(panel().contains(document.activeElement)).toBe(true);
  });

  it('announces how many batches an applied filter leaves, politely, and nothing on opening', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    expect(within(panel()).queryAllByRole('status')).toEqual([]);
    await user.click(within(filter).getByRole('checkbox', { name: 'Tue' }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    const statuses = () =>
      within(panel())
        .queryAllByRole('status')
        .map((status) => status.textContent);
    await waitFor(() => expect(statuses()).toEqual(['Batches: 3']));
    expect(enrollButtons()).toHaveLength(3);
  });

  it('keeps all times when only days are chosen, and all days when only times are', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    await user.click(within(filter).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(batchesQuery(requestsTo(requests, 'batches/view/list').at(-1)!)).toMatchObject({ batch_days: 'wed', batch_time: 'morning,afternoon,evening,night' }),
    );

    await user.click(within(panel()).getByRole('button', { name: /Class Days & Time/ }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'Evening 4-8' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(batchesQuery(requestsTo(requests, 'batches/view/list').at(-1)!)).toMatchObject({
        batch_days: 'sun,mon,tue,wed,thu,fri,sat',
        batch_time: 'evening',
        limit: '4',
      }),
    );
  });

  it('resets an empty selection to all seven days and all four times', async () => {
    const user = userEvent.setup();
    const filter = await openFilter(user);
    await user.click(within(filter).getByRole('checkbox', { name: 'Fri' }));
    await user.click(within(filter).getByRole('button', { name: 'Clear' }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(4));
    expect(batchesQuery(requestsTo(requests, 'batches/view/list').at(-1)!)).toMatchObject({
      batch_days: 'sun,mon,tue,wed,thu,fri,sat',
      batch_time: 'morning,afternoon,evening,night',
      limit: '4',
      offset: '0',
    });
    expect(within(panel()).getByRole('button', { name: 'Show all' })).toBeTruthy();
  });

  it('works from the keyboard and Escape closes only the filter', async () => {
    const user = userEvent.setup();
    await openFilter(user);
    const toggle = within(panel()).getByRole('button', { name: 'Class Days & Time' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    within(panel()).getByRole('checkbox', { name: 'Sun' }).focus();
    await user.keyboard(' ');
    expect((within(panel()).getByRole('checkbox', { name: 'Sun' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('availability panel: Enroll', () => {
  async function enrollFirst(as: 'visitor' | 'learner', detail = IELTS) {
    // Which batch starts first depends on the weekday: on Tuesday 24 November 2026 it is
    // the Mon/Wed/Fri 07:30 one (100100), starting the next day.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
    const user = userEvent.setup();
    renderAs(<AvailabilityPanel />, { as });
    const logins = listen('login:request');
    const toasts = listen('toast');
    await openPanel(detail);
    await waitFor(() => expect(enrollButtons().length).toBeGreaterThan(0));
    await user.click(enrollButtons()[0]);
    return { user, logins, toasts };
  }

  it('as a visitor: closes the panel, saves the payload and state, and asks for login', async () => {
    const { logins } = await enrollFirst('visitor');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logins).toEqual([{ mode: 'login', reason: 'enrol' }]);
    const state = storedPaymentState();
    expect(state).toMatchObject({
      redirectURL: '/',
      type: 'regular',
      isCheckoutPage: false,
      course: { id: 1001, title: 'IELTS Academic Intensive' },
      batch: { batch_id: 100100 },
      payload: {
        user_id: 0,
        course_id: 1001,
        batch_id: 100100,
        amount: 14999,
        amount_due: 14999,
        payment_gateway: 'razorpay',
        currency: 'INR',
        payment_mode: 'direct_payment',
      },
    });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('as a visitor whose browser blocks storage: says so instead of losing the choice silently', async () => {
    const restore = breakLocalStorage();
    try {
      const { user, logins } = await enrollFirst('visitor');
      const dialog = await screen.findByRole('dialog', { name: 'Your choice could not be saved' });
      expect(dialog.textContent).toContain('would be lost on the way through login');
      expect(dialog.textContent).toMatch(/IELTS Academic Intensive \(Mon\/Wed\/Fri 07:30\)/);
      expect(logins).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(logins).toEqual([{ mode: 'login', reason: 'enrol' }]);
    } finally {
      restore();
    }
  });

  it('as a learner: checks the status behind a loader, saves the state and goes to checkout', async () => {
    await enrollFirst('learner');
    expect(screen.getByText('Checking your enrolment…')).toBeTruthy();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/checkout/'));
    expect(requestsTo(requests, 'enrollments/status/1001/4101')).toHaveLength(1);
    expect(storedPaymentState()).toMatchObject({ isCheckoutPage: true, type: 'regular', payload: { user_id: 4101, amount: 14999 } });
  });

  it('as a learner already enrolled: the Alert, and nothing saved', async () => {
    const { user } = await enrollFirst('learner', { courseId: alreadyEnrolledCourseId, title: 'Spoken English for Professionals', category: 'English Speaking' });
    const alert = await screen.findByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title });
    expect(alert.textContent).toContain(ALREADY_ENROLLED_DIALOG.text);
    // The message is the dialog's description, so a screen reader reads it with the title.
    const description = alert.querySelector(`#${alert.getAttribute('aria-describedby')}`);
    expect(description?.textContent).toBe(ALREADY_ENROLLED_DIALOG.text);
    expect(screen.queryByText('Checking your enrolment…')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: ALREADY_ENROLLED_DIALOG.button }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedPaymentState()).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('A failed enrolment-status check shows nothing: the loader goes, no toast, no dialog', async () => {
    setScenario('enrollmentStatus', 'http500');
    const { toasts } = await enrollFirst('learner');
    await waitFor(() => expect(requestsTo(requests, 'enrollments/status')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Checking your enrolment…')).toBeNull());
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title })).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });
});
