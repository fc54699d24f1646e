import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserInfo } from '@yuno/runtime';
import { recordRequests, renderAs, requestsTo, serveMockApi, watchNavigation } from '@yuno/test-support';
import { alreadyEnrolledCourseId, setScenario } from '@yuno/mock-api';
import { ALREADY_ENROLLED_DIALOG, STORAGE_KEYS } from '@yuno/core';
import { AvailabilityPanel } from '../panel/AvailabilityPanel';
import { CourseAvailability } from '../course/CourseAvailability';
import { buildEnrolmentPayload } from './enrolmentPayload';
import { createPaymentState, serialisePaymentState } from './paymentState';
import { testBatch } from '../test-support/batch';
import { freshResumeClaim, listen, storedPaymentState } from '../test-support/components';
import { RESUME_MAX_AGE_MS } from './resumeDecision';

// Where the widget sends the browser, watched afresh for each test.
let goTo: ReturnType<typeof watchNavigation>['go'];
beforeEach(() => {
  goTo = watchNavigation().go;
});

serveMockApi();
const requests = recordRequests();
freshResumeClaim();

/** What a visitor's Enroll on this page (the test's address) left behind before the login round trip. */
function storeVisitorChoice(courseId: number, overrides: Record<string, unknown> = {}) {
  const course = { id: courseId, title: 'A course' };
  const batch = testBatch({ batch_id: courseId * 100 });
  const payload = buildEnrolmentPayload({ batch, course, userId: 0, type: 'regular', amount: 14999 });
  const redirectURL = `${location.pathname}?state=%7B%7D`;
  const state = { ...createPaymentState({ batch, course, payload, type: 'regular', redirectURL }), ...overrides };
  localStorage.setItem(STORAGE_KEYS.paymentState, serialisePaymentState(state));
}

/** Shows the user's name once user info has arrived: by then the widgets beside it have heard it too. */
function UserShown() {
  const { user } = useUserInfo();
  return user ? <p>{user.yuno_display_name}</p> : null;
}

describe('resuming an enrolment after login', () => {
  beforeEach(() => localStorage.clear());

  it('goes to checkout when the learner is not enrolled, with the state now for this user', async () => {
    storeVisitorChoice(1001);
    renderAs(<AvailabilityPanel />, { as: 'learner' });
    expect(await screen.findByText('Checking your enrolment…')).toBeTruthy();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/checkout/'));
    expect(requestsTo(requests, 'enrollments/status/1001/4101')).toHaveLength(1);
    expect(storedPaymentState()).toMatchObject({
      isCheckoutPage: true,
      redirectURL: `${location.pathname}?state=%7B%7D`,
      course: { id: 1001 },
      batch: { batch_id: 100100 },
      payload: { user_id: 4101, amount: 14999, batch_id: 100100 },
    });
  });

  it('shows the Alert and removes the state when the learner is already enrolled', async () => {
    const user = userEvent.setup();
    storeVisitorChoice(alreadyEnrolledCourseId);
    renderAs(<CourseAvailability courseId={alreadyEnrolledCourseId} />, { as: 'learner' });
    const alert = await screen.findByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title });
    expect(alert.textContent).toContain(ALREADY_ENROLLED_DIALOG.text);
    expect(storedPaymentState()).toBeNull();
    await user.click(within(alert).getByRole('button', { name: ALREADY_ENROLLED_DIALOG.button }));
    expect(screen.queryByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title })).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('removes a state flagged as checkout page without checking anything', async () => {
    storeVisitorChoice(1001, { isCheckoutPage: true });
    renderAs(<AvailabilityPanel />, { as: 'learner' });
    await waitFor(() => expect(storedPaymentState()).toBeNull());
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('runs once per page even with both widgets on it', async () => {
    storeVisitorChoice(1001);
    renderAs(
      <>
        <AvailabilityPanel />
        <CourseAvailability courseId={1001} />
      </>,
      { as: 'learner' },
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    await screen.findAllByRole('tab');
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(1);
    // One shared user-info request for both widgets.
    expect(requestsTo(requests, 'user/info')).toHaveLength(1);
  });

  it('waits for login: a visitor keeps the stored choice', async () => {
    storeVisitorChoice(1001);
    renderAs(<CourseAvailability courseId={1001} />);
    await screen.findAllByRole('tab');
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(storedPaymentState()).toMatchObject({ isCheckoutPage: false, payload: { user_id: 0 } });
  });

  it('keeps the choice when the check fails, and shows nothing (a failed enrolment-status check shows nothing)', async () => {
    setScenario('enrollmentStatus', 'fail');
    storeVisitorChoice(1001);
    renderAs(<AvailabilityPanel />, { as: 'learner' });
    const toasts = listen('toast');
    await waitFor(() => expect(requestsTo(requests, 'enrollments/status')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Checking your enrolment…')).toBeNull());
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storedPaymentState()).toMatchObject({ isCheckoutPage: false });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('does not resume on another page: no check, no checkout, the choice kept for its own page', async () => {
    storeVisitorChoice(1001, { redirectURL: '/course/?course_id=1001' });
    renderAs(
      <>
        <AvailabilityPanel />
        <UserShown />
      </>,
      { as: 'learner' },
    );
    await screen.findByText('Aarav Mehta');
    expect(screen.queryByText('Checking your enrolment…')).toBeNull();
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
    expect(storedPaymentState()).toMatchObject({ course: { id: 1001 }, isCheckoutPage: false });
  });

  it("does not resume beside another course: only that course's availability takes it up", async () => {
    storeVisitorChoice(1001);
    renderAs(
      <>
        <CourseAvailability courseId={1027} />
        <UserShown />
      </>,
      { as: 'learner' },
    );
    await screen.findByText('Aarav Mehta');
    await screen.findAllByRole('tab');
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('drops a choice that waited longer than its time, and goes nowhere', async () => {
    storeVisitorChoice(1001, { savedAt: Date.now() - RESUME_MAX_AGE_MS - 1000 });
    renderAs(<CourseAvailability courseId={1001} />, { as: 'learner' });
    await waitFor(() => expect(storedPaymentState()).toBeNull());
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('ignores a stored value that is not a payment state', async () => {
    localStorage.setItem(STORAGE_KEYS.paymentState, '{"course":{"id":"x"}}');
    renderAs(<AvailabilityPanel />, { as: 'learner' });
    await waitFor(() => expect(requestsTo(requests, 'user/info')).toHaveLength(1));
    expect(requestsTo(requests, 'enrollments/status')).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });
});
