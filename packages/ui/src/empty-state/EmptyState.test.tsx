import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message and a working action', async () => {
    const onClick = vi.fn();
    render(<EmptyState title="No courses found" message="Try other filters." action={{ label: 'Clear Filters', onClick }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No courses found' })).toBeTruthy();
    expect(screen.getByText('Try other filters.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('works with only a message, and a custom icon and heading level', () => {
    const { container } = render(<EmptyState message="No batches are currently scheduled for this course." icon={<span>icon</span>} headingLevel={2} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.yuno-empty-state__icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('icon')).toBeTruthy();
  });
});
