/**
 * The page-wide host's toasts: the toast region comes with the dialogs' ui (the ui-dialog
 * part), so toasts shown before it arrives wait for it; if it cannot be fetched they are
 * still shown, as plain alerts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';

const { importDialogPart } = vi.hoisted(() => ({ importDialogPart: vi.fn() }));
vi.mock('./load-dialog-part', () => ({ importDialogPart }));

/** A fresh page (the host and the event bus keep their state for the page's life), and its dialogs' ui. */
async function freshPage() {
  vi.resetModules();
  const host = await import('./overlay-host');
  const core = await import('@yuno/core');
  const dialogPart = await import('./parts/ui-dialog');
  const { loadDialogPart } = await import('./deferred-ui');
  host.startOverlayHost();
  return { ...core, dialogPart, loadDialogPart, registerOverlay: host.registerOverlay };
}

function hostContent(): HTMLElement {
  const root = document.querySelector('[data-yuno-overlay-host]')?.shadowRoot;
  const box = root ? Array.from(root.children).find((el) => el.tagName === 'DIV') : undefined;
  if (!box) throw new Error('no overlay host yet');
  return box as HTMLElement;
}

beforeEach(() => {
  importDialogPart.mockReset();
});
afterEach(() => document.querySelectorAll('[data-yuno-overlay-host]').forEach((el) => el.remove()));

describe('overlay host toasts', () => {
  it('wait for the toast region to arrive, then show in it', async () => {
    let arrive!: () => void;
    const { toast, dialogPart } = await freshPage();
    importDialogPart.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(dialogPart))));
    toast('Copied to clipboard', 'success');
    toast('Saved');
    await waitFor(() => expect(importDialogPart).toHaveBeenCalledTimes(1));
    expect(within(hostContent()).queryByText('Saved')).toBeNull();
    arrive();
    const region = await waitFor(() => within(hostContent()).getByRole('region', { name: 'Notifications' }));
    // The waiting toasts are handed to the region once it has mounted: on Preact, a frame later.
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('Copied to clipboard'));
    expect(within(region).getByRole('status').textContent).toContain('Saved');
  });

  it('as plain alerts, keep a toast that comes the moment they first show (before their effects run)', async () => {
    const { toast, ERROR_MESSAGES } = await freshPage();
    importDialogPart.mockImplementation(() => Promise.reject(new Error('offline')));
    toast(ERROR_MESSAGES.common, 'danger');
    // A mutation observer answers right after the alerts are put in the page, before any effect.
    let sent = false;
    const observer = new MutationObserver(() => {
      if (sent || !hostContent().querySelector('[role="alert"]')) return;
      sent = true;
      toast('Saved');
    });
    observer.observe(hostContent(), { childList: true, subtree: true });
    await waitFor(() =>
      expect(
        within(hostContent())
          .getAllByRole('alert')
          .map((el) => el.textContent),
      ).toEqual([ERROR_MESSAGES.common, 'Saved']),
    );
    observer.disconnect();
  });

  it('show as plain alerts when the toast region cannot be fetched, until a dialog fetches it', async () => {
    const { toast, ERROR_MESSAGES, dialogPart, loadDialogPart } = await freshPage();
    importDialogPart.mockImplementation(() => Promise.reject(new Error('offline')));
    toast(ERROR_MESSAGES.common, 'danger');
    const alert = await waitFor(() => within(hostContent()).getByRole('alert'));
    expect(alert.textContent).toBe(ERROR_MESSAGES.common);
    toast('Saved');
    await waitFor(() =>
      expect(
        within(hostContent())
          .getAllByRole('alert')
          .map((el) => el.textContent),
      ).toEqual([ERROR_MESSAGES.common, 'Saved']),
    );

    // Back online: a dialog opening fetches the part, and the region takes over.
    importDialogPart.mockResolvedValue(dialogPart);
    await loadDialogPart();
    const region = await waitFor(() => within(hostContent()).getByRole('region', { name: 'Notifications' }));
    toast('Copied');
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('Copied'));
  });
});

describe('overlay host dialogs', () => {
  it("open when the dialogs bundle arrives between the host's first render and its effects", async () => {
    // The dialogs' ui is here already (fetched once the browser was idle) and the dialogs
    // bundle comes from the browser's cache: its script runs right after the host is created.
    // On Preact (what the bundles ship) the host renders at once, so this is before its effects.
    const { events, dialogPart, loadDialogPart, registerOverlay } = await freshPage();
    importDialogPart.mockResolvedValue(dialogPart);
    await loadDialogPart();
    events.emit('login:request', {});
    await Promise.resolve();
    registerOverlay('login', () => <div role="dialog" aria-label="Log in" />);
    await waitFor(() => within(hostContent()).getByRole('dialog', { name: 'Log in' }));
  });
});
