/**
 * When the Book a Demo categories cannot be loaded the form gives way to a message with
 * "Try again", which takes focus: the modal dialog is still open, so focus must not fall to
 * the page behind it. That holds whether the failure came before the form arrived (focus was
 * on Close) or late, a time-out after the field had taken focus. The form that comes back
 * after a retry is a fresh one: the blur of the field that the failure removed was not the
 * person's, so the field shows no error until they act on it.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { setScenario } from '@yuno/mock-api';
import * as bookDemo from '../parts/header-book-demo';
import { Header } from '../header/Header';

const { loadBookDemo } = vi.hoisted(() => ({ loadBookDemo: vi.fn() }));
vi.mock('./loadBookDemo', () => ({ loadBookDemo }));

serveMockApi();

/**
 * Chromium blurs a focused element as it is taken out of the page (blur, then focusout, while
 * it is still in it); jsdom only moves focus to <body>. Do as Chromium does.
 */
function blurOnRemoval() {
  const blurInside = (node: Node) => {
    const active = node.ownerDocument?.activeElement;
    if (!active || active === active.ownerDocument.body || !node.contains(active)) return;
    active.dispatchEvent(new FocusEvent('blur'));
    active.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  };
  const remove = Element.prototype.remove;
  const removeChild = Node.prototype.removeChild;
  vi.spyOn(Element.prototype, 'remove').mockImplementation(function (this: Element) {
    blurInside(this);
    remove.call(this);
  });
  vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function <T extends Node>(this: Node, child: T): T {
    blurInside(child);
    return removeChild.call(this, child) as T;
  });
}

const openByKeyboard = async () => {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Book a Demo Class' });
  button.focus();
  await user.keyboard('{Enter}');
  return { user, dialog: screen.getByRole('dialog', { name: 'Book a Demo Class' }) };
};

// The lazy form keeps a part once it has arrived, so the failure before it arrives comes first.
describe('header: the Book a Demo categories cannot be loaded', () => {
  it('a fast failure (before the form arrives) puts focus on Try again, not on Close', async () => {
    let arrive!: () => void;
    loadBookDemo.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(bookDemo))));
    setScenario('categories', 'http500');
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderAs(<Header />);
    const { dialog } = await openByKeyboard();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    // The categories have failed before the form arrives.
    const categories = () => fetched.mock.calls.flatMap(([url], n) => (String(url).includes('v4/categories') ? [fetched.mock.results[n].value] : []));
    await vi.waitFor(() => expect(categories()).toHaveLength(1));
    await categories()[0];
    await act(() => new Promise((done) => setTimeout(done, 50)));
    await act(async () => arrive());
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The categories could not be loaded.');
    // Preact runs effects after the next frame.
    await vi.waitFor(() => expect(document.activeElement).toBe(retry));
  });

  it('a slow failure (a time-out) moves focus from the field to Try again; the form a retry brings back shows no error', async () => {
    blurOnRemoval();
    loadBookDemo.mockResolvedValue(bookDemo);
    setScenario('categories', 'hang');
    // What took focus, and whether it was busy then: on a loaded machine the 300 ms time-out
    // can end before the test looks, so the field's moment of focus is noted as it happens.
    const focused: Array<{ element: Element; busy: string | null }> = [];
    const note = (event: FocusEvent) => focused.push({ element: event.target as Element, busy: (event.target as Element).getAttribute('aria-busy') });
    document.addEventListener('focusin', note, true);
    renderAs(<Header />, { config: { timeout: 300 } });
    const { user, dialog } = await openByKeyboard();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The categories could not be loaded.');
    await vi.waitFor(() => expect(document.activeElement).toBe(retry));
    document.removeEventListener('focusin', note, true);
    // The field had focus while it loaded, and is gone: focus went from it to Try again.
    const field = focused.find(({ element }) => element.tagName === 'SELECT');
    expect(field).toBeTruthy();
    expect(field?.busy).toBe('true');
    expect(field?.element.isConnected).toBe(false);

    setScenario('categories', 'ok');
    await user.keyboard('{Enter}');
    const again = await within(dialog).findByRole('combobox', { name: 'Subject category' });
    await within(again).findByRole('option', { name: 'IELTS' });
    await vi.waitFor(() => expect(document.activeElement).toBe(again));
    expect(again.getAttribute('aria-invalid')).toBeNull();
    expect(again.getAttribute('aria-describedby')).toBeNull();
    expect(within(dialog).queryByText('This field is required')).toBeNull();

    // The person's own blur still says what is wrong.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
  });
});
