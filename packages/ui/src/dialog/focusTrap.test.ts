// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nextTabStop } from './focusTrap';

function box(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  document.body.appendChild(div);
  return div;
}

describe('nextTabStop', () => {
  it('wraps both ways and skips what Tab does not reach', () => {
    const c = box(
      '<button id="a">a</button><button disabled>x</button><span tabindex="-1">y</span><div hidden><button>h</button></div><a id="b" href="/x">b</a><input id="c">',
    );
    const [a, b, cc] = ['a', 'b', 'c'].map((id) => c.querySelector<HTMLElement>(`#${id}`)!);
    expect(nextTabStop(c, a, false)).toBe(b);
    expect(nextTabStop(c, cc, false)).toBe(a);
    expect(nextTabStop(c, a, true)).toBe(cc);
    expect(nextTabStop(c, null, false)).toBe(a);
    expect(nextTabStop(c, null, true)).toBe(cc);
    c.remove();
  });

  it('returns the container when nothing inside is tabbable', () => {
    const c = box('<p>text</p>');
    expect(nextTabStop(c, null, false)).toBe(c);
    c.remove();
  });
});
