import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('is a non-submitting button with variant and size classes', async () => {
    const onClick = vi.fn();
    render(
      <form
        onSubmit={() => {
          throw new Error('submitted');
        }}
      >
        <Button variant="secondary" size="sm" onClick={onClick}>
          Enroll
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enroll' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('yuno-button--secondary');
    expect(button.className).toContain('yuno-button--sm');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading but stays focusable', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('passes the ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('gives links the button look', () => {
    expect(buttonClassName({ variant: 'primary', size: 'lg', block: true })).toBe('yuno-button yuno-button--primary yuno-button--lg yuno-button--block');
  });
});
