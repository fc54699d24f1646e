import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { tabsCss } from '../styles';
import { Tabs } from './Tabs';
import { tabIndexForKey } from './tabsKeys';

const TABS = [
  { id: '1-Many', label: 'Group Classes', content: <p>Group batches</p> },
  { id: '1-1', label: '1-to-1 Classes', content: <p>Instructors</p> },
  { id: 'faq', label: 'FAQ', content: <p>Questions</p> },
];

describe('Tabs', () => {
  it('brings its own styles (the shared sheet of every widget leaves them out)', () => {
    const { container } = render(<Tabs label="Class types" tabs={TABS} />);
    const style = container.querySelector('style');
    expect(style).not.toBeNull();
    expect(style!.textContent).toBe(tabsCss);
  });

  it('has a named tablist, tabs wired to labelled panels, and one tab in the tab order', () => {
    render(<Tabs label="Class types" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Class types' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Group Classes' });
    expect(panel.id).toBe(tabs[0].getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Group batches');
    for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls')!)).toBeTruthy();
    // Only the selected panel's content is mounted.
    expect(screen.queryByText('Instructors')).toBeNull();
  });

  it('moves with Right/Left (wrapping), Home and End, selecting as it goes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs label="Class types" tabs={TABS} onChange={onChange} />);
    await user.tab();
    const tabs = screen.getAllByRole('tab');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(tabs[1].tabIndex).toBe(0);
    expect(tabs[0].tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: '1-to-1 Classes' }).textContent).toBe('Instructors');
    expect(onChange).toHaveBeenLastCalledWith('1-1');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs[2]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs[0]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    // Tab leaves the tablist for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('scrolls a strip too narrow for its tabs to the selected one, on mount and on keys, never the page', async () => {
    // jsdom has no layout: tabs 150 px wide side by side in a 300 px strip, which scrolls.
    const scrolled = new WeakMap<Element, number>();
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return scrolled.get(this) ?? 0;
    });
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
      scrolled.set(this, value);
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(150);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const list = this.closest('[role="tablist"]')!;
      const index = this.getAttribute('role') === 'tab' ? [...list.children].indexOf(this) : 0;
      return new DOMRect(index * 150 - (this === list ? 0 : list.scrollLeft), 0, 150, 40);
    });
    const scrollPage = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    try {
      render(<Tabs label="Class types" tabs={TABS} defaultValue="1-1" />);
      const list = screen.getByRole('tablist');
      // The second tab (150-300) shows whole, 32 px clear of the end's fade.
      expect(list.scrollLeft).toBe(300 + 32 - 300);
      await user.click(screen.getAllByRole('tab')[1]);
      await user.keyboard('{End}');
      expect(list.scrollLeft).toBe(450 + 32 - 300);
      await user.keyboard('{Home}');
      expect(list.scrollLeft).toBe(0);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(scrollPage).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      vi.restoreAllMocks();
    }
  });

  it('selects on click and honours defaultValue', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Class types" tabs={TABS} defaultValue="1-1" />);
    expect(screen.getByRole('tab', { name: '1-to-1 Classes' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Questions');
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('faq');
      return (
        <>
          <Tabs label="Class types" tabs={TABS} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Group Classes' }));
    expect(screen.getByRole('status').textContent).toBe('1-Many');
    expect(screen.getByRole('tab', { name: 'Group Classes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first tab for an unknown value', () => {
    render(<Tabs label="Class types" tabs={TABS} value="nope" />);
    expect(screen.getAllByRole('tab')[0].getAttribute('aria-selected')).toBe('true');
  });
});

describe('tabIndexForKey', () => {
  it('wraps arrows and jumps with Home/End', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
