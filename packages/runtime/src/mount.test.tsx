import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { registerWidget } from './registry';
import { mount, mountedElements, startAutoMount, unmount } from './mount';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A widget that fails while it renders (a bug, or data it cannot handle). */
function Broken(): never {
  throw new Error('Deliberate render failure');
}

beforeAll(() => {
  registerWidget('test-greeting', { component: Greeting, props: { name: { type: 'string', required: true } }, css: '.x{color:red}' });
  registerWidget('test-broken', { component: Broken, props: {} });
});

afterEach(() => {
  for (const element of mountedElements()) unmount(element);
  document.body.innerHTML = '';
});

function place(name: string, props?: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-yuno-widget', name);
  if (props !== undefined) element.setAttribute('data-yuno-props', props);
  document.body.appendChild(element);
  return element;
}

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('mount protocol', () => {
  it('mounts a widget into its own shadow root with its props', async () => {
    const element = place('test-greeting', '{"name":"Asha"}');
    mount();
    await waitFor(() => expect(text(element)).toContain('Hello Asha 0'));
    expect(element.getAttribute('data-yuno-mounted')).toBe('ok');
    expect(element.children).toHaveLength(0);
  });

  it('is idempotent: mounting again keeps the one widget and its state', async () => {
    const element = place('test-greeting', '{"name":"Ravi"}');
    mount();
    await waitFor(() => expect(text(element)).toContain('Hello Ravi 0'));
    element.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => expect(text(element)).toContain('Hello Ravi 1'));
    mount();
    mount(document.body);
    expect(element.shadowRoot!.querySelectorAll('button')).toHaveLength(1);
    expect(text(element)).toContain('Hello Ravi 1');
  });

  it('shows an inline message and logs an error naming the widget for props that are not JSON; others still mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = place('test-greeting', '{name: Asha}');
    const good = place('test-greeting', '{"name":"Meera"}');
    mount();
    await waitFor(() => expect(text(good)).toContain('Hello Meera'));
    expect(bad.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain('Its props are not valid JSON.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('widget "test-greeting"'));
  });

  it('refuses props of the wrong shape with a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = place('test-greeting', '{"name":{"first":"A"}}');
    mount();
    await waitFor(() => expect(text(element)).toContain('The "name" property must be a string.'));
  });

  it('names an unknown widget once the page has loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = place('no-such-widget', '{}');
    mount();
    await waitFor(() => expect(text(element)).toContain('There is no widget called “no-such-widget” here: is its script on the page?'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"no-such-widget"'));
  });

  it('keeps a render failure inside its own mount point', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = place('test-broken', '{}');
    const fine = place('test-greeting', '{"name":"Zoya"}');
    mount();
    await waitFor(() => expect(text(broken)).toContain('This section could not be shown.'));
    expect(text(fine)).toContain('Hello Zoya');
    expect(error).toHaveBeenCalled();
  });

  it('mounts elements added to the page later, and unmounts removed ones', async () => {
    startAutoMount();
    const element = place('test-greeting', '{"name":"Later"}');
    await waitFor(() => expect(text(element)).toContain('Hello Later'));
    element.remove();
    await waitFor(() => expect(mountedElements()).not.toContain(element));
  });

  it('unmounts on request and can mount again', async () => {
    const element = place('test-greeting', '{"name":"Again"}');
    mount();
    await waitFor(() => expect(text(element)).toContain('Hello Again'));
    unmount(element);
    expect(text(element)).toBe('');
    expect(element.hasAttribute('data-yuno-mounted')).toBe(false);
    mount();
    await waitFor(() => expect(text(element)).toContain('Hello Again'));
  });
});
