/**
 * In a React app, one call sets up the shell's dialogs: a widget's `login:request` then opens
 * the login dialog in the page-wide host.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { events } from '@yuno/core';
import { startShellDialogs } from './startShellDialogs';

describe('startShellDialogs', () => {
  it('answers login:request with the login dialog', async () => {
    await startShellDialogs();
    events.emit('login:request', { mode: 'login' });
    await waitFor(() => expect(document.querySelector('[data-yuno-overlay-host]')?.shadowRoot?.textContent).toContain('Log in to Yuno'));
  });
});
