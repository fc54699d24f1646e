import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { WidgetHostContext } from '../host-context';
import { pageAllowedRoles, useHeldByGate } from './useHeldByGate';

afterEach(() => document.body.replaceChildren());

const learner = { user: { role: 'Learner' as const } };

/** A page with a header allowing `roles` and a mount point inside (or outside) the main area. */
function page(headerProps: string | null, inMain: boolean): HTMLElement {
  document.body.innerHTML = `${headerProps === null ? '' : `<div data-yuno-widget="header" data-yuno-props='${headerProps}'></div>`}
    <main data-yuno-main><div id="in"></div></main><div id="out"></div>`;
  return document.getElementById(inMain ? 'in' : 'out')!;
}

function heldFor(element: HTMLElement, info: Parameters<typeof useHeldByGate>[0]): boolean {
  let held = false;
  function Probe() {
    held = useHeldByGate(info);
    return null;
  }
  render(
    <WidgetHostContext.Provider value={{ element, name: 'data-table' }}>
      <Probe />
    </WidgetHostContext.Provider>,
  );
  return held;
}

describe('the page gate as a widget in the main area sees it', () => {
  it("reads the header's allowedRoles from its mount point, as a list or a shortcode's text", () => {
    page('{"allowedRoles":["Instructor"]}', true);
    expect(pageAllowedRoles()).toEqual(['Instructor']);
    page('{"allowedRoles":"Learner, Instructor"}', true);
    expect(pageAllowedRoles()).toEqual(['Learner', 'Instructor']);
    page('not json', true);
    expect(pageAllowedRoles()).toEqual([]);
    page(null, true);
    expect(pageAllowedRoles()).toEqual([]);
  });

  it("holds a widget in the main area while the gate says 'Not authorized' or there is no user yet (loading, failed, a visitor)", () => {
    expect(heldFor(page('{"allowedRoles":["Instructor"]}', true), learner)).toBe(true);
    expect(heldFor(page('{"allowedRoles":["Instructor"]}', true), { user: null })).toBe(true);
  });

  it('lets it ask for its data where the gate is open, outside the main area, or on a page without a gate', () => {
    expect(heldFor(page('{"allowedRoles":["learner"]}', true), learner)).toBe(false);
    expect(heldFor(page('{"allowedRoles":["Instructor"]}', false), learner)).toBe(false);
    expect(heldFor(page('{}', true), learner)).toBe(false);
    expect(heldFor(page(null, true), learner)).toBe(false);
  });
});
