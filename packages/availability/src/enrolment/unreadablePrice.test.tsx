/**
 * A batch whose price could not be read (the normaliser leaves it null) is not enrolled as
 * free, nor is a plan whose total could not be read: the learner sees the spec's enrolment
 * error, and no payment state is handed on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi, watchNavigation } from '@yuno/test-support';
import { ENROLMENT_ERROR_MESSAGE } from '@yuno/core';
import { useEnrolment } from './useEnrolment';
import { testBatch } from '../test-support/batch';
import { listen, storedPaymentState } from '../test-support/components';
import type { Batch } from '@yuno/core';

// Where the widget sends the browser, watched afresh for each test.
let goTo: ReturnType<typeof watchNavigation>['go'];
beforeEach(() => {
  goTo = watchNavigation().go;
});

serveMockApi();

function EnrolButton({ batch }: { batch: Batch }) {
  const { enrol, view } = useEnrolment();
  return (
    <>
      <button type="button" onClick={() => enrol(batch, { id: 1001, title: 'IELTS Academic Intensive' })}>
        Enroll
      </button>
      {view}
    </>
  );
}

describe('enrolling in a batch whose price could not be read', () => {
  it.each(['visitor', 'learner'] as const)('as a %s: the enrolment error, no login, no checkout, nothing stored', async (as) => {
    renderAs(<EnrolButton batch={testBatch({ price: null, subscription: [] })} />, { as });
    const toasts = listen('toast');
    const logins = listen('login:request');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(toasts).toEqual([{ message: ENROLMENT_ERROR_MESSAGE, tone: 'danger', duration: 5000 }]);
    expect(logins).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
    expect(storedPaymentState()).toBeNull();
  });

  it("a plan whose total could not be read: shown without a price, never 'Free', and not enrolled", async () => {
    const plans = [
      { label: '1 month', monthlycost: 2999, value: null, discount: 0 },
      { label: '3 months', monthlycost: 2499, value: 7497, discount: 17 },
    ];
    renderAs(<EnrolButton batch={testBatch({ price: 0, subscription: plans })} />, { as: 'visitor' });
    const toasts = listen('toast');
    const logins = listen('login:request');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toContain('Free');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select 1 month' }));
    expect(toasts).toEqual([{ message: ENROLMENT_ERROR_MESSAGE, tone: 'danger', duration: 5000 }]);
    expect(logins).toEqual([]);
    expect(storedPaymentState()).toBeNull();
  });

  it('a free batch (price 0) still goes on', async () => {
    renderAs(<EnrolButton batch={testBatch({ price: 0, subscription: [] })} />, { as: 'visitor' });
    const logins = listen('login:request');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(logins).toEqual([{ mode: 'login', reason: 'enrol' }]);
  });
});
