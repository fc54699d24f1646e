import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { goTo, watchNavigation } from '../test-support/components';
import { AccountTypeDialog } from './AccountTypeDialog';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { UnauthorisedDialog } from './UnauthorisedDialog';

serveMockApi();

describe('SessionExpiredDialog', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows the spec's title and message at 450 px and signs in again with Google", async () => {
    const nav = watchNavigation();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAs(<SessionExpiredDialog detail={{}} onClose={() => {}} />, { as: 'learner' });
    const dialog = screen.getByRole('dialog', { name: 'Session Expired' });
    expect(dialog.getAttribute('data-width')).toBe('450');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your session has been expired. Please login again to resume your session.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign-in with Google' }));
    vi.advanceTimersByTime(50);
    expect(nav.go).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/login\.test\/auth\?.*state=/));
  });

  it('sends the user to /logout when closed', async () => {
    const nav = watchNavigation();
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAs(<SessionExpiredDialog detail={{}} onClose={onClose} />, { as: 'learner' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(nav.go).toHaveBeenCalledWith('/logout');
  });
});

describe('UnauthorisedDialog', () => {
  it('explains and closes', async () => {
    const onClose = vi.fn();
    renderAs(<UnauthorisedDialog detail={{ path: 'footer' }} onClose={onClose} />, { as: 'learner' });
    expect(screen.getByRole('dialog', { name: 'Not authorised' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('AccountTypeDialog', () => {
  afterEach(() => goTo('/'));

  it("compares the two account types with the spec's texts and links", () => {
    renderAs(<AccountTypeDialog detail={{}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Choose the type of account' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Academy Owners' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Independent Instructors' })).toBeTruthy();
    expect(screen.getByText('Publish courses and batches')).toBeTruthy();
    expect(screen.getByText('Teach only as an instructor of an academy')).toBeTruthy();
    expect(screen.getByText('Publish courses').closest('li')!.textContent).toContain('Cannot: Publish courses');
    expect(screen.getByRole('link', { name: 'Create your academy' }).getAttribute('href')).toBe('/create-academy/');
    expect(screen.getByRole('link', { name: 'Become an instructor' }).getAttribute('href')).toBe('/become-an-instructor/');
  });

  it("stores a visitor's landing-page record with the chosen role", async () => {
    goTo('/english-speaking/?gclid=g1');
    renderAs(<AccountTypeDialog detail={{}} onClose={() => {}} />);
    const link = screen.getByRole('link', { name: 'Become an instructor' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(JSON.parse(sessionStorage.getItem('landingPage')!)).toMatchObject({
      url: '/english-speaking/?gclid=g1',
      urlParams: { gclid: 'g1' },
      category: 'english-speaking',
      role: 'instructor',
    });
  });

  it('stores nothing for a logged-in user', async () => {
    renderAs(<AccountTypeDialog detail={{}} onClose={() => {}} />, { as: 'learner' });
    const link = screen.getByRole('link', { name: 'Create your academy' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(sessionStorage.getItem('landingPage')).toBeNull();
  });
});
