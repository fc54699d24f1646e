import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastRegion } from './ToastRegion';
import { events, toast } from '@yuno/core';
import { addToast, DANGER_TOAST_MS, DEFAULT_TOAST_MS, toastDuration } from './toastModel';
import { setupUser, useFakeTimers, useRealTimers } from '@yuno/test-support/fake-timers';
import { vi } from 'vitest';
import { Dialog } from '../dialog/Dialog';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ToastRegion', () => {
  beforeEach(() => useFakeTimers());
  afterEach(() => useRealTimers());

  it('has a polite live region, present before any toast', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('shows a 1 s copy toast for 1000 ms', () => {
    render(<ToastRegion />);
    act(() => toast('Copy to clipboard', 'info', 1000));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Copy to clipboard')).toBeTruthy();
    advance(999);
    expect(screen.queryByText('Copy to clipboard')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Copy to clipboard')).toBeNull();
  });

  it('shows a danger toast as a red alert for 5000 ms by default', () => {
    render(<ToastRegion />);
    act(() => toast('An error seems to have occurred. Please try again. ', 'danger'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An error seems to have occurred.');
    expect(alert.className).toContain('yuno-toast--danger');
    expect(within(screen.getByRole('status')).queryByText(/error/)).toBeNull();
    advance(4999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other toasts for 3000 ms by default', () => {
    render(<ToastRegion />);
    act(() => events.emit('toast', { message: 'Class successfully deleted', tone: 'success' }));
    advance(2999);
    expect(screen.queryByText('Class successfully deleted')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Class successfully deleted')).toBeNull();
  });

  it('dismisses with its button', async () => {
    const user = setupUser();
    render(<ToastRegion />);
    act(() => toast('Saved', 'success', 0));
    advance(60000);
    expect(screen.getByText('Saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while hovered and resumes with the time left', () => {
    render(<ToastRegion />);
    act(() => toast('Copy to clipboard', 'info', 1000));
    advance(600);
    const item = screen.getByText('Copy to clipboard').closest('.yuno-toast') as HTMLElement;
    fireEvent.mouseEnter(item);
    advance(5000);
    expect(screen.queryByText('Copy to clipboard')).not.toBeNull();
    fireEvent.mouseLeave(item);
    advance(399);
    expect(screen.queryByText('Copy to clipboard')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Copy to clipboard')).toBeNull();
  });

  it('keeps several toasts, each on its own clock, and stops listening on unmount', () => {
    const { unmount } = render(<ToastRegion />);
    act(() => {
      toast('One', 'info', 1000);
      toast('Two', 'info', 2000);
    });
    advance(1000);
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeTruthy();
    unmount();
    act(() => toast('Three'));
    expect(screen.queryByText('Three')).toBeNull();
  });

  it('renders inside the open modal dialog (the page behind is inert), and back after', () => {
    const { rerender } = render(
      <>
        <ToastRegion />
        <Dialog open onClose={() => {}} title="Invite link" width={500}>
          <p>link</p>
        </Dialog>
      </>,
    );
    act(() => toast('Copy to clipboard', 'info', 1000));
    const dialog = screen.getByRole('dialog', { name: 'Invite link' });
    expect(within(dialog).getByText('Copy to clipboard')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Copy to clipboard');
    advance(1000);
    expect(screen.queryByText('Copy to clipboard')).toBeNull();
    rerender(
      <>
        <ToastRegion />
        <Dialog open={false} onClose={() => {}} title="Invite link">
          <p>link</p>
        </Dialog>
      </>,
    );
    act(() => toast('Saved', 'success'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.closest('dialog')).toBeNull();
    expect(within(region).getByText('Saved')).toBeTruthy();
  });

  it('ignores empty messages', () => {
    render(<ToastRegion />);
    act(() => toast(''));
    expect(screen.getByRole('status').children).toHaveLength(0);
  });
});

describe('toast model', () => {
  it('picks durations', () => {
    expect(toastDuration('danger')).toBe(DANGER_TOAST_MS);
    expect(toastDuration('info')).toBe(DEFAULT_TOAST_MS);
    expect(toastDuration('success')).toBe(3000);
    expect(toastDuration('info', 1000)).toBe(1000);
    expect(toastDuration('danger', 5000)).toBe(5000);
    expect(toastDuration('info', 0)).toBeNull();
    expect(toastDuration('info', Infinity)).toBeNull();
  });

  it('keeps at most max toasts', () => {
    const e = (id: number) => ({ id, message: String(id), tone: 'info' as const, duration: 1 });
    expect(addToast([e(1), e(2)], e(3), 2).map((t) => t.id)).toEqual([2, 3]);
  });
});
