import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Harness({ initial = 1, count = 10, onChange }: { initial?: number; count?: number; onChange?: (p: number) => void }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={count}
      onChange={(p) => {
        onChange?.(p);
        setPage(p);
      }}
    />
  );
}

const btn = (name: string | RegExp) => screen.getByRole('button', { name });
const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .filter((b) => /^Page \d+$/.test(b.getAttribute('aria-label') ?? ''));

describe('Pagination', () => {
  it('is a named navigation with First, previous, the window, next and Last', () => {
    render(<Harness initial={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['First', 'Previous page', 'Page 4', 'Page 5', 'Next page', 'Last']);
    const current = btn('Page 5');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(btn('Page 4').getAttribute('aria-current')).toBeNull();
    expect((btn('Page 4') as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables First and previous on page 1 and shows pages 1 and 2', () => {
    render(<Harness initial={1} />);
    expect((btn('First') as HTMLButtonElement).disabled).toBe(true);
    expect((btn('Previous page') as HTMLButtonElement).disabled).toBe(true);
    expect((btn('Next page') as HTMLButtonElement).disabled).toBe(false);
    expect((btn('Last') as HTMLButtonElement).disabled).toBe(false);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2']);
  });

  it('disables Last and next on the last page; the window ends there', () => {
    render(<Harness initial={10} />);
    expect((btn('Last') as HTMLButtonElement).disabled).toBe(true);
    expect((btn('Next page') as HTMLButtonElement).disabled).toBe(true);
    expect((btn('First') as HTMLButtonElement).disabled).toBe(false);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['9', '10']);
  });

  it("says beside the window how many pages there are ('Page 3 of 10'), and follows the page", async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getByText('Page 3 of 10', { selector: 'p' })).toBeTruthy();
    await user.click(btn('Next page'));
    expect(nav.getByText('Page 4 of 10', { selector: 'p' })).toBeTruthy();
  });

  it('moves with each button and announces the new page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={1} onChange={onChange} />);
    const status = within(screen.getByRole('navigation')).getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(btn('Next page'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(status.textContent).toBe('Page 2 of 10');
    await user.click(btn('Last'));
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(status.textContent).toBe('Page 10 of 10');
    await user.click(btn('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(status.textContent).toBe('Page 9 of 10');
    await user.click(btn('Page 8'));
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['7', '8']);
    await user.click(btn('First'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(status.textContent).toBe('Page 1 of 10');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('empties the announcement when the page moves without a click (Back, a filter)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Pagination page={1} pageCount={4} onChange={() => {}} />);
    const status = () => within(screen.getByRole('navigation')).getByRole('status');
    await user.click(btn('Page 2'));
    rerender(<Pagination page={2} pageCount={4} onChange={() => {}} />);
    expect(status().textContent).toBe('Page 2 of 4');
    rerender(<Pagination page={1} pageCount={4} onChange={() => {}} />);
    expect(status().textContent).toBe('');
  });

  it('keeps keyboard focus in the bar when the used button becomes disabled', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} count={3} />);
    btn('Last').focus();
    await user.keyboard('{Enter}');
    expect((btn('Last') as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(btn('Page 2'));
    btn('First').focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(btn('Page 2'));
  });

  it('handles one page and no pages', () => {
    const { rerender, container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1']);
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    rerender(<Pagination page={1} pageCount={0} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes a custom label', () => {
    render(<Pagination page={1} pageCount={3} onChange={() => {}} label="Courses pages" />);
    expect(screen.getByRole('navigation', { name: 'Courses pages' })).toBeTruthy();
  });
});
