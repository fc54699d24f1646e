import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';
import { getActiveElement } from '../utils/dom';

function Harness(props: Partial<DialogProps> & { withFooter?: boolean; withInitial?: boolean }) {
  const [open, setOpen] = useState(false);
  const initial = useRef<HTMLButtonElement>(null);
  const { withFooter = true, withInitial = false, ...rest } = props;
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog
        title="Session Expired"
        {...rest}
        open={open}
        onClose={() => {
          rest.onClose?.();
          setOpen(false);
        }}
        initialFocusRef={withInitial ? initial : undefined}
        footer={withFooter ? <button type="button">Sign in</button> : undefined}
      >
        <p>Your session has been expired.</p>
        <input aria-label="Email" />
        <button type="button" ref={initial}>
          Details
        </button>
      </Dialog>
    </div>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const utils = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return { user, ...utils };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, opened with showModal()', async () => {
    const spy = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Session Expired' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Session Expired' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('moves focus to the first tabbable element of the body', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('focuses initialFocusRef when given', async () => {
    await openDialog({ withInitial: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open dialog' }));
  });

  it('handles the native cancel event by asking the parent to close', async () => {
    const onClose = vi.fn();
    await openDialog({ onClose });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button (custom label)', async () => {
    const { user } = await openDialog({ closeLabel: 'Close dialog' });
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open dialog' }));
  });

  it('closes on a click on the backdrop, not on its content', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByText('Your session has been expired.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab inside, forwards and backwards', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const details = screen.getByRole('button', { name: 'Details' });
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(details);
    await user.tab();
    expect(document.activeElement).toBe(signIn);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(signIn);
  });

  it('brings the control Tab focuses into view inside the dialog (focus itself does not scroll)', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openDialog();
    await user.tab();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('button', { name: 'Details' }));
    await user.tab({ shift: true });
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('a form submitted in it that then shows invalid fields gives focus to the first', async () => {
    function Form() {
      const [refused, setRefused] = useState(false);
      return (
        <Dialog open onClose={() => {}} title="Create group" footer={<button form="f">Create</button>}>
          <form
            id="f"
            onSubmit={(event) => {
              event.preventDefault();
              setRefused(true);
            }}
          >
            <input aria-label="Notes" />
            <input aria-label="Title" aria-invalid={refused ? true : undefined} />
          </form>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' })));
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('maps width to max-width (default 920) and supports the right placement', async () => {
    const { user, unmount } = await openDialog();
    let dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-width')).toBe('920');
    expect(dialog.style.getPropertyValue('--yuno-dialog-width')).toBe('920px');
    expect(dialog.className).toContain('yuno-dialog--center');
    await user.keyboard('{Escape}');
    unmount();

    await openDialog({ width: 360, placement: 'right' });
    dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-width')).toBe('360');
    expect(dialog.style.getPropertyValue('--yuno-dialog-width')).toBe('360px');
    expect(dialog.className).toContain('yuno-dialog--right');
  });

  it('passes describedBy and className', async () => {
    await openDialog({ describedBy: 'desc-1', className: 'extra' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-describedby')).toBe('desc-1');
    expect(dialog.className).toContain('extra');
  });

  it('works inside a shadow root (focus, trap, return)', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.appendChild(container);
    const user = userEvent.setup();
    try {
      render(<Harness withFooter={false} />, { container });
      const q = within(container);
      const opener = q.getByRole('button', { name: 'Open dialog' });
      await user.click(opener);
      const email = q.getByRole('textbox', { name: 'Email' });
      expect(getActiveElement()).toBe(email);
      expect(document.activeElement).toBe(host);
      await user.keyboard('{Tab}');
      expect(getActiveElement()).toBe(q.getByRole('button', { name: 'Details' }));
      await user.keyboard('{Tab}');
      expect(getActiveElement()).toBe(q.getByRole('button', { name: 'Close' }));
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(getActiveElement()).toBe(q.getByRole('button', { name: 'Details' }));
      await user.keyboard('{Escape}');
      expect(q.queryByRole('dialog')).toBeNull();
      expect(getActiveElement()).toBe(opener);
    } finally {
      host.remove();
    }
  });

  it('nests: the inner dialog traps Tab and takes Escape; focus returns to its opener', async () => {
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={outerClose} title="Instructor availability" placement="right" width={450}>
          <button type="button" onClick={() => setInner(true)}>
            Delete class
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Are you sure?" width={388}>
            <button type="button">Yes, delete</button>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Delete class' });
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    const inner = screen.getByRole('dialog', { name: 'Are you sure?' });
    const yes = within(inner).getByRole('button', { name: 'Yes, delete' });
    const innerClose = within(inner).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(yes);
    await user.tab();
    expect(document.activeElement).toBe(innerClose);
    await user.tab();
    expect(document.activeElement).toBe(yes);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(innerClose);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
    // The page stays locked while the outer dialog is open.
    expect(document.body.style.overflow).toBe('hidden');
  });
});
