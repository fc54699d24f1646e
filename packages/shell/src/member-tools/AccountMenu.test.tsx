import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from '../test-support/user';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  it('keeps a long name and email readable in full where the open menu cuts them short', async () => {
    const name = 'Aarav Mehta Venkataraman Subramaniam';
    const email = 'aarav.mehta.venkataraman.subramaniam@example-academy.com';
    render(<AccountMenu user={testUser({ yuno_display_name: name, email })} />);
    await userEvent.click(screen.getByRole('button', { name: /^Account: / }));
    expect(screen.getByText(email).title).toBe(email);
    expect(screen.getAllByText(name).map((el) => el.title)).toContain(name);
  });
});
