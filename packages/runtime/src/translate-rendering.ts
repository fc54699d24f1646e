/**
 * Renders the widgets in the site's wording (`yunoConfig.strings`, see core's strings/).
 * Every text Preact renders, and the attributes people read or hear, pass through the
 * translator on their way to the DOM, so no widget needs to know which texts a site rewords.
 * Bundles only: a React app that embeds the library words its own texts. It comes with the
 * `site-strings` part, so a page without wording does not load it; the runtime hands it the
 * Preact it renders with.
 */
import type { Options, VNode } from 'preact';
import type { Translate } from '@yuno/core';

/** Attributes whose value is text for people (never addresses or values a server reads). */
export const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
] as const;

/** Hooks the translator into Preact's rendering (its `options`); returns the undo (for tests). */
export function translateRendering(options: Options, translate: Translate): () => void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === null) {
      // A text node: its props are the text itself.
      const text = vnode.props as unknown;
      if (typeof text === 'string') (vnode as { props: unknown }).props = translate(text);
    } else if (typeof vnode.type === 'string') {
      const props = vnode.props as Record<string, unknown>;
      for (const name of TEXT_ATTRIBUTES) {
        const value = props[name];
        if (typeof value === 'string') props[name] = translate(value);
      }
    }
    previous?.(vnode);
  };
  return () => {
    options.vnode = previous;
  };
}
