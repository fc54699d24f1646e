/**
 * The panel's body arrives as a part (loadPanelBody): the panel opens at once with its name,
 * category and a loading state, keeps the same dialog when the batches arrive, says so when
 * the body cannot be fetched, and fetches it only when the person first acts, at the first
 * opening or at once for a choice waiting to resume after login.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { ERROR_MESSAGES, STORAGE_KEYS, events } from '@yuno/core';
import * as body from '../parts/availability-panel-body';
import { AvailabilityPanel } from './AvailabilityPanel';

const { loadPanelBody } = vi.hoisted(() => ({ loadPanelBody: vi.fn() }));
vi.mock('./loadPanelBody', () => ({ loadPanelBody }));

serveMockApi();
beforeEach(() => {
  loadPanelBody.mockReset();
});

/** A press somewhere on the page: the person's first act. */
const pressSomewhere = () => act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));

const IELTS = { courseId: 1001, title: 'IELTS Academic Intensive', category: 'IELTS' };
const openPanel = () => act(() => events.emit('availability:open', IELTS));
// Each batch's Enroll is named with its start after its own text ('Enroll Starts Mon 23 Nov, 7:30 AM').
const enrollButtons = () => screen.queryAllByRole('button', { name: /^Enroll\b/ });

/** A body that arrives when the test says so. */
function bodyOnItsWay() {
  let arrive!: () => void;
  loadPanelBody.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(body))));
  return () => act(arrive);
}

describe('availability panel: its body arrives later', () => {
  it('opens with its body: nothing shows while the body is on its way, then its name, the category and the batches', async () => {
    const arrive = bodyOnItsWay();
    renderAs(<AvailabilityPanel />);
    const seeAvailability = document.body.appendChild(document.createElement('button'));
    seeAvailability.focus();
    openPanel();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(seeAvailability);

    await arrive();
    const dialog = await screen.findByRole('dialog', { name: IELTS.title });
    expect(dialog.getAttribute('data-placement')).toBe('right');
    expect(within(dialog).getByText(IELTS.category)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(loadPanelBody).toHaveBeenCalledTimes(1);
    // Closed, focus goes back to the button that asked.
    await userEvent.setup().keyboard('{Escape}');
    expect(document.activeElement).toBe(seeAvailability);
    seeAvailability.remove();
  });

  it('says so with a retry when the body cannot be fetched; the retry keeps the panel open, busy, until the batches come', async () => {
    const user = userEvent.setup();
    loadPanelBody.mockRejectedValueOnce(new Error('offline'));
    renderAs(<AvailabilityPanel />);
    openPanel();
    const dialog = await screen.findByRole('dialog', { name: IELTS.title });
    expect(await within(dialog).findByText('Availability could not be loaded')).toBeTruthy();
    expect(within(dialog).getByText(ERROR_MESSAGES.common.trim())).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();

    const arrive = bodyOnItsWay();
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    // The same dialog, the same button, busy and still focused, while the body is fetched again.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(retry);

    await arrive();
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(loadPanelBody).toHaveBeenCalledTimes(2);
  });

  it('tries again at the next opening after a failed fetch at the first press', async () => {
    loadPanelBody.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(body);
    renderAs(<AvailabilityPanel />);
    pressSomewhere();
    await waitFor(() => expect(loadPanelBody).toHaveBeenCalledTimes(1));
    openPanel();
    expect(screen.queryByText('Availability could not be loaded')).toBeNull();
    await waitFor(() => expect(enrollButtons()).toHaveLength(11));
    expect(loadPanelBody).toHaveBeenCalledTimes(2);
  });

  it('is fetched when the person first acts, not while the widget mounts nor when the page is only read', async () => {
    loadPanelBody.mockResolvedValue(body);
    renderAs(<AvailabilityPanel />);
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(loadPanelBody).not.toHaveBeenCalled();
    pressSomewhere();
    await waitFor(() => expect(loadPanelBody).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is fetched at once when a choice made before login waits to resume', () => {
    loadPanelBody.mockReturnValue(new Promise(() => {}));
    localStorage.setItem(STORAGE_KEYS.paymentState, '{}');
    try {
      renderAs(<AvailabilityPanel />, { as: 'learner' });
      expect(loadPanelBody).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.paymentState);
    }
  });
});
