/**
 * Tab order in the header's bar. The open panel is shown as a row under the bar (below
 * 1280 px, where Menu shows), with the actions still beside Menu: Tab reaches them first.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderFrame } from './HeaderFrame';

function renderFrame() {
  render(<HeaderFrame variant="member" logoUrl="" homeUrl="/" panel={<a href="/learner/">My Classes</a>} actions={<button type="button">Account</button>} />);
  return {
    menu: screen.getByRole('button', { name: 'Menu' }),
    link: screen.getByRole('link', { name: 'My Classes' }),
    account: screen.getByRole('button', { name: 'Account' }),
  };
}

describe('HeaderFrame', () => {
  it('with the panel open, Tab goes from Menu to the actions on its row, then down into the panel', async () => {
    const user = userEvent.setup();
    const { menu, link, account } = renderFrame();
    await user.click(menu);
    await user.tab();
    expect(document.activeElement).toBe(account);
    await user.tab();
    expect(document.activeElement).toBe(link);
  });

  it('with the panel closed (a wide screen shows it inline), the panel comes before the actions', async () => {
    const user = userEvent.setup();
    const { link, account } = renderFrame();
    link.focus();
    await user.tab();
    expect(document.activeElement).toBe(account);
  });

  it('keeps the panel and the actions as they were (nothing remounts) when Menu opens and closes', async () => {
    const user = userEvent.setup();
    const { menu, link, account } = renderFrame();
    await user.click(menu);
    expect(screen.getByRole('button', { name: 'Account' })).toBe(account);
    expect(screen.getByRole('link', { name: 'My Classes' })).toBe(link);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Account' })).toBe(account);
    expect(screen.getByRole('link', { name: 'My Classes' })).toBe(link);
    expect(document.activeElement).toBe(menu);
  });
});
