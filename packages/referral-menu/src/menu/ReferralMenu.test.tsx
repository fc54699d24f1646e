import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@yuno/core';
import { ToastRegion } from '@yuno/ui';
import { setScenario } from '@yuno/mock-api';
import { loadBudget, renderAs, serveMockApi } from '@yuno/test-support';
import { ReferralMenu } from './ReferralMenu';
import { validateReferralMenu } from '../props';

serveMockApi();
// The request helper logs every failure; these tests cause some on purpose.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

type Role = 'learner' | 'instructor' | 'org-admin' | 'visitor';

/** The widget with the page's toast region, as the runtime mounts it. */
function renderMenu(as: Role) {
  const user = userEvent.setup();
  const toasts: Array<{ message: string; tone?: string; duration?: number }> = [];
  const view = renderAs(
    <>
      <ReferralMenu />
      <ToastRegion />
    </>,
    { as },
  );
  events.on('toast', (t) => void toasts.push(t));
  return { user, toasts, ...view };
}

const codeField = () => screen.findByRole('textbox', { name: 'Your referral code' });

describe('ReferralMenu', () => {
  it('a Learner without a code sees "Referral", the links for Learners and a Generate Code action', async () => {
    renderMenu('learner');
    expect(await screen.findByRole('heading', { name: 'Referral' })).toBeTruthy();
    const generate = await screen.findByRole('button', { name: 'Generate Code' });
    expect(generate).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Earnings', '/earnings/'],
      ['How it works', '/how-it-works/'],
    ]);
  });

  it('generating shows a skeleton, then on 201 fetches and shows the code', async () => {
    setScenario('generateReferralCode', 'slow', { delayMs: 300 });
    const { user, container } = renderMenu('learner');
    await user.click(await screen.findByRole('button', { name: 'Generate Code' }));
    expect(container.querySelector('.yuno-referral')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.yuno-referral .yuno-skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Code' })).toBeNull();
    const field = (await codeField()) as HTMLInputElement;
    expect(field.value).toBe('AARAV4101');
    expect(field.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Generate Code' })).toBeNull();
    // The focus the button had is on the new code, not lost with the button.
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('a failed generation shows the server message in a red toast for 5 s, and the action again', async () => {
    setScenario('generateReferralCode', 'fail');
    const { user, toasts } = renderMenu('learner');
    await user.click(await screen.findByRole('button', { name: 'Generate Code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not finish this request.');
    expect(toasts).toEqual([{ message: 'The server could not finish this request.', tone: 'danger', duration: 5000 }]);
    const again = await screen.findByRole('button', { name: 'Generate Code' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('an Instructor sees "Referral Earnings" and the code directly, without Generate Code', async () => {
    renderMenu('instructor');
    expect(await screen.findByRole('heading', { name: 'Referral Earnings' })).toBeTruthy();
    expect(((await codeField()) as HTMLInputElement).value).toBe('PRIYA4201');
    expect(screen.queryByRole('button', { name: 'Generate Code' })).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Earnings', 'How it works']);
  });

  it('Copy puts the code on the clipboard and says "Copy to clipboard" for 1 s', async () => {
    const { user, toasts } = renderMenu('instructor');
    await codeField();
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Copy to clipboard', tone: 'success', duration: 1000 }]));
    expect(await navigator.clipboard.readText()).toBe('PRIYA4201');
    // Shown in the polite live region of the toasts, then gone after its second.
    const status = screen.getByRole('status');
    expect(within(status).getByText('Copy to clipboard')).toBeTruthy();
    await waitFor(() => expect(within(status).queryByText('Copy to clipboard')).toBeNull());
  });

  it('items show only to the roles in their list: an org-admin sees none, and cannot generate', async () => {
    renderMenu('org-admin');
    expect(await screen.findByRole('heading', { name: 'Referral' })).toBeTruthy();
    expect(await screen.findByText('No referral code yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Code' })).toBeNull();
  });

  it('a failed code request shows the message with a retry that works', async () => {
    setScenario('referralCode', 'http500');
    const { user } = renderMenu('instructor');
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not finish this request.');
    setScenario('referralCode', 'ok');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await codeField()) as HTMLInputElement).value).toBe('PRIYA4201');
  });

  it('waiting on slow user info, then on a code that never comes: the error shows within one time-out (60 s), not two', async () => {
    const check = loadBudget();
    try {
      setScenario('userInfo', 'slow', { delayMs: 50_000 });
      setScenario('referralCode', 'hang');
      renderMenu('instructor');
      await check('/referral/code/', () => screen.queryByRole('alert') !== null);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('An error seems to have occurred. Please try again.');
      within(alert).getByRole('button', { name: 'Try again' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing to a visitor', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { container } = renderMenu('visitor');
    expect(container.querySelector('.yuno-referral')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('referral-menu props', () => {
  it('refuses a heading level other than 2, 3 or 4', () => {
    expect(validateReferralMenu({ headingLevel: 3 })).toBeNull();
    expect(validateReferralMenu({})).toBeNull();
    expect(validateReferralMenu({ headingLevel: 1 as 2 })).toBe('The "headingLevel" property must be 2, 3 or 4.');
  });
});
