import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { setScenario } from '@yuno/mock-api';
import { events } from '@yuno/core';
import { goTo, watchNavigation } from '../test-support/components';
import { Header } from '../header/Header';

serveMockApi();

let main: HTMLElement;
const gate = () => document.querySelector('[data-yuno-gate]');
const inGate = () => within(gate()!.shadowRoot!.querySelector('.yuno-root') as HTMLElement);

describe('Page gate', () => {
  beforeEach(() => {
    goTo('/learner/');
    main = document.createElement('main');
    main.setAttribute('data-yuno-main', '');
    main.innerHTML = '<h1>My learning</h1>';
    document.body.appendChild(main);
  });
  afterEach(() => {
    main.remove();
    goTo('/');
  });

  it('shows a loader in place of the main area while user info loads', async () => {
    setScenario('userInfo', 'slow', { delayMs: 300 });
    renderAs(<Header />, { as: 'learner' });
    await waitFor(() => expect(gate()).not.toBeNull());
    expect(main.style.getPropertyValue('display')).toBe('none');
    expect(inGate().getByRole('main').textContent).toContain('Loading your account…');
    // The page keeps a level-one heading while its main area waits.
    expect(inGate().getByRole('heading', { level: 1, name: 'Loading your account…' })).toBeTruthy();
    await waitFor(() => expect(gate()).toBeNull());
    expect(main.style.getPropertyValue('display')).toBe('');
    expect(screen.getByRole('heading', { name: 'My learning' })).toBeTruthy();
  });

  it('lets an allowed role in', async () => {
    renderAs(<Header allowedRoles={['Learner']} />, { as: 'learner' });
    await screen.findByRole('button', { name: /^Account: / });
    await waitFor(() => expect(gate()).toBeNull());
    expect(main.style.getPropertyValue('display')).toBe('');
  });

  it("shows 'not authorized' to a role outside allowedRoles, in the main area", async () => {
    const nav = watchNavigation();
    renderAs(<Header allowedRoles={['Learner']} />, { as: 'instructor' });
    await waitFor(() => expect(inGate().getByRole('heading', { name: 'Not authorized', level: 1 })).toBeTruthy());
    expect(main.style.getPropertyPriority('display')).toBe('important');
    await userEvent.click(inGate().getByRole('button', { name: 'Go to the home page' }));
    expect(nav.go).toHaveBeenCalledWith('/instructor');
  });

  it('offers a visitor to log in on a restricted page', async () => {
    const asked = vi.fn();
    renderAs(<Header allowedRoles={['Learner']} />);
    events.on('login:request', asked);
    await userEvent.click(await inGate().findByRole('button', { name: 'Log in' }));
    expect(asked).toHaveBeenCalledWith({ mode: 'login' });
  });

  it('lets everyone in with an empty list', async () => {
    renderAs(<Header allowedRoles={[]} />, { as: 'org-admin' });
    await screen.findByRole('button', { name: /^Account: / });
    await waitFor(() => expect(gate()).toBeNull());
  });

  it('shows the data-not-found state with a retry when user info fails', async () => {
    setScenario('userInfo', 'code204');
    renderAs(<Header />, { as: 'learner' });
    await waitFor(() => expect(inGate().getByRole('heading', { name: 'Data not found', level: 1 })).toBeTruthy());
    // The server's message of the failed call.
    expect(inGate().getByText('No Content')).toBeTruthy();
    expect(inGate().getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
