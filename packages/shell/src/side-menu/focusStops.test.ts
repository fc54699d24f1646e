// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusedIn, tabStops, wrapTo } from './focusStops';

describe('wrapTo', () => {
  const stops = ['toggle', 'home', 'logout'];

  it('wraps at the ends only', () => {
    expect(wrapTo(stops, 'logout', false)).toBe('toggle');
    expect(wrapTo(stops, 'toggle', true)).toBe('logout');
    expect(wrapTo(stops, 'home', false)).toBeUndefined();
    expect(wrapTo(stops, 'home', true)).toBeUndefined();
    expect(wrapTo(stops, 'toggle', false)).toBeUndefined();
    expect(wrapTo(stops, 'logout', true)).toBeUndefined();
  });

  it('does nothing with no stops', () => {
    expect(wrapTo([], undefined, false)).toBeUndefined();
    expect(wrapTo([], null, true)).toBeUndefined();
  });
});

describe('tabStops and focusedIn', () => {
  it('lists links, buttons and fields in order, and finds the focus inside a shadow root, not its host', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    root.innerHTML = '<button>Close</button><a>no href</a><a href="/learner/">Home</a><input aria-label="Code"><p>text</p>';
    expect(Array.from(tabStops(root), (el) => el.textContent || el.getAttribute('aria-label'))).toEqual(['Close', 'Home', 'Code']);
    tabStops(root)[1].focus();
    expect(document.activeElement).toBe(host);
    expect(focusedIn(root)).toBe(tabStops(root)[1]);
    host.remove();
  });
});
