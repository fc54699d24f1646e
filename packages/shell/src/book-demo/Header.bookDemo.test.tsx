/**
 * The "Book a Demo Class" form arrives as a part (loadBookDemo): nothing is fetched until
 * the dialog opens; the dialog opens at once with a busy indicator, and the form's field
 * takes focus when it arrives. When the part cannot be had the person is told, the dialog
 * closes with focus back on the button, and pressing it again tries again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { ERROR_MESSAGES, events } from '@yuno/core';
import * as bookDemo from '../parts/header-book-demo';
import { Header } from '../header/Header';

const { loadBookDemo } = vi.hoisted(() => ({ loadBookDemo: vi.fn() }));
vi.mock('./loadBookDemo', () => ({ loadBookDemo }));

serveMockApi();
beforeEach(() => {
  loadBookDemo.mockReset();
});

const demoButton = () => screen.findByRole('button', { name: 'Book a Demo Class' });

// The lazy form keeps a part once it has arrived, so the failure comes first.
describe('header: the Book a Demo form arrives on first open', () => {
  it('is not fetched before the dialog opens; when it cannot be fetched the person is told, the dialog closes, and pressing again retries', async () => {
    const user = userEvent.setup();
    const toasts = vi.fn();
    loadBookDemo.mockRejectedValue(new Error('offline'));
    renderAs(<Header />);
    events.on('toast', toasts);
    const button = await demoButton();
    expect(loadBookDemo).not.toHaveBeenCalled();
    await user.click(button);
    expect(loadBookDemo).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: ERROR_MESSAGES.common, tone: 'danger' }));
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect(loadBookDemo).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toHaveBeenCalledTimes(2);
  });

  it('opens the dialog at once with a busy indicator; the field takes focus when the form arrives', async () => {
    let arrive!: () => void;
    loadBookDemo.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(bookDemo))));
    const user = userEvent.setup();
    renderAs(<Header />);
    await user.click(await demoButton());
    const dialog = screen.getByRole('dialog', { name: 'Book a Demo Class' });
    expect(dialog.getAttribute('data-width')).toBe('388');
    expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await act(async () => arrive());
    const select = await within(dialog).findByRole('combobox', { name: 'Subject category' });
    // Preact runs effects after the next frame.
    await vi.waitFor(() => expect(document.activeElement).toBe(select));
    expect(within(dialog).queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(loadBookDemo).toHaveBeenCalledTimes(1);
  });
});
