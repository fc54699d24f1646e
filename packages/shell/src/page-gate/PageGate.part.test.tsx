/**
 * The gate's closed states are a part (loadGateMessage): a page the gate leaves open (every
 * visitor's page without allowed roles) never fetches it; a closed gate does, and shows it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { Header } from '../header/Header';

const { loadGateMessage } = vi.hoisted(() => ({ loadGateMessage: vi.fn(() => import('../parts/header-page-gate')) }));
vi.mock('./loadGateMessage', () => ({ loadGateMessage }));

serveMockApi();
afterEach(() => loadGateMessage.mockClear());

describe('page gate: the closed states arrive as a part', () => {
  it('is not fetched on an open page', async () => {
    renderAs(<Header />, { as: 'visitor' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    renderAs(<Header allowedRoles={['Learner']} />, { as: 'learner' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(loadGateMessage).not.toHaveBeenCalled();
  });

  it('is fetched when the gate closes, and shows its state', async () => {
    renderAs(<Header allowedRoles={['Instructor']} />, { as: 'visitor' });
    // No marked main area here: the state shows under the header.
    const state = await screen.findByRole('heading', { name: 'Not authorized', level: 2 });
    expect(within(state.parentElement!).getByText('Log in with an account that has access to this page.')).toBeTruthy();
    await waitFor(() => expect(loadGateMessage).toHaveBeenCalledTimes(1));
  });
});
