import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, events } from '@yuno/core';
import { lazyComponent } from './lazy-component';

afterEach(() => events.reset());

function Hello({ name }: { name: string; onClose?: () => void }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows a busy indicator until the code arrives, then the component with its props', async () => {
    let arrive!: (c: typeof Hello) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
    render(<Lazy name="Asha" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    arrive(Hello);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows what it is told to meanwhile: null shows nothing', async () => {
    let arrive!: (c: typeof Hello) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)), undefined, null);
    const { container } = render(<Lazy name="Asha" />);
    expect(container.childNodes).toHaveLength(0);
    arrive(Hello);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
  });

  it('loads once for every mount, and shows at once when loaded', async () => {
    const load = vi.fn(async () => Hello);
    const Lazy = lazyComponent(load);
    const first = render(<Lazy name="one" />);
    await screen.findByText('Hello one');
    first.unmount();
    render(<Lazy name="two" />);
    expect(screen.getByText('Hello two')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when loading fails: the common error as a toast, and onFailure (e.g. close the dialog)', async () => {
    const toasts: unknown[] = [];
    const off = events.on('toast', (t) => void toasts.push(t));
    const onClose = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Lazy = lazyComponent(load, (props: { name: string; onClose?: () => void }) => props.onClose?.());
    const failed = render(<Lazy name="Ravi" onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([{ message: ERROR_MESSAGES.common, tone: 'danger', duration: 5000 }]);
    failed.unmount();
    // The next attempt loads again.
    render(<Lazy name="Ravi" onClose={onClose} />);
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
    off();
  });
});
