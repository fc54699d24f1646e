/**
 * WidgetRoot gives components in a React app what a mount point gives a widget: a shadow
 * root with the ui's and the given stylesheets (none in the page), the `.yuno-root` wrapper,
 * and an error boundary, so a component that throws leaves the app around it standing.
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { WidgetRoot } from './widget-root';

afterEach(() => document.head.querySelector('#yuno-tokens')?.remove());

const shadowOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-yuno-widget-root]')!.shadowRoot!;
// jsdom has no constructable stylesheets: style elements stand in for them.
const sheetsOf = (root: ShadowRoot) => [...root.querySelectorAll('style')].map((s) => s.textContent ?? '');

function Broken(): never {
  throw new Error('raw data');
}

describe('WidgetRoot', () => {
  it('renders its children in a shadow root, once under StrictMode, with the styles inside it only', async () => {
    const { container } = render(
      <StrictMode>
        <WidgetRoot css=".own-sheet{color:red}">
          <p>Inside</p>
        </WidgetRoot>
      </StrictMode>,
    );
    const root = await waitFor(() => {
      const shadow = shadowOf(container);
      expect(shadow.querySelector('.yuno-root p')?.textContent).toBe('Inside');
      return shadow;
    });
    expect(root.querySelectorAll('.yuno-root')).toHaveLength(1);
    const sheets = sheetsOf(root).join('\n');
    expect(sheets).toContain('own-sheet');
    // Nothing of the widgets' reset reaches the page: only the token defaults go to its head.
    expect([...document.querySelectorAll('style')].filter((s) => s.id !== 'yuno-tokens')).toEqual([]);
    expect(container.textContent).toBe('');
  });

  it('keeps a crash inside its own box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <>
        <p>The app</p>
        <WidgetRoot name="course-card">
          <Broken />
        </WidgetRoot>
      </>,
    );
    await waitFor(() => expect(shadowOf(container).querySelector('[role="alert"]')?.textContent).toContain('This section could not be shown.'));
    expect(container.textContent).toBe('The app');
  });
});
