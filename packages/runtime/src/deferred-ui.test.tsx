/**
 * `Dialog` as the bundles hand it to the widgets: the dialogs' code (the ui-dialog part) is
 * fetched when the person first acts on the page, or at the first opening if that comes sooner.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ERROR_MESSAGES, events } from '@yuno/core';
import * as dialogPart from './parts/ui-dialog';
import { DeferredDialog, resetDialogPart } from './deferred-ui';
import { resetActs } from './when-acts';

const { importDialogPart } = vi.hoisted(() => ({ importDialogPart: vi.fn() }));
vi.mock('./load-dialog-part', () => ({ importDialogPart }));

beforeEach(() => {
  importDialogPart.mockReset();
  resetDialogPart();
  resetActs();
});

afterEach(() => {
  cleanup();
  events.reset();
});

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DeferredDialog
        open={open}
        title="Batches"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <button type="button">Enroll</button>
      </DeferredDialog>
    </>
  );
}

describe('the deferred Dialog', () => {
  it('closed, renders nothing and fetches the part only once the person acts', async () => {
    importDialogPart.mockResolvedValue(dialogPart);
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(importDialogPart).not.toHaveBeenCalled();
    // A press anywhere on the page, not on the dialog's button.
    await act(async () => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(importDialogPart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened before the part is here, opens when it arrives, focus inside', async () => {
    let arrive!: () => void;
    importDialogPart.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(dialogPart))));
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(importDialogPart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await act(async () => arrive());
    const dialog = await screen.findByRole('dialog', { name: 'Batches' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enroll' })));
    // Its styles come with it, beside it, while it is open.
    const styles = () => [...document.body.querySelectorAll('style')].filter((style) => style.textContent === dialogPart.css);
    expect(styles()).toHaveLength(1);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(styles()).toHaveLength(0);
  });

  it('when the part cannot be fetched: the common error as a toast, the dialog counts as closed, and opening again retries', async () => {
    const toasts = vi.fn();
    events.on('toast', toasts);
    const onClose = vi.fn();
    // Offline: the fetch that the press starts fails, and so does the opening's.
    importDialogPart.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({ message: ERROR_MESSAGES.common, tone: 'danger', duration: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();

    importDialogPart.mockResolvedValue(dialogPart);
    const tries = importDialogPart.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Batches' })).toBeTruthy();
    expect(importDialogPart.mock.calls.length).toBeGreaterThan(tries);
  });
});
