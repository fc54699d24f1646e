/**
 * Renders every story the way a page shows a widget: inside a shadow root with the widget
 * styles, with the design tokens on the page, as a chosen demo user, with a fresh cache.
 * Next to it, in a shadow root of their own, the page-wide dialogs and the toasts (as the
 * runtime's overlay host has them), and a line saying where the widget would have navigated.
 *
 * The user, the page config, the mock's scenarios and a clean event bus are set up before
 * the story renders (`prepareStory`, the preview's beforeEach); the frame remounts with it.
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decorator } from '@storybook/react-vite';
import { tokensCss, uiCss, ToastRegion } from '@yuno/ui';
import { adoptStyles, ApiCacheScope, ensureTokens } from '@yuno/runtime';
import overlaysCss from '../../packages/shell/src/overlays/overlays.css?inline';
import { NavigationNotice } from './navigation';
import { StoryOverlays } from './StoryOverlays';
import { roleOf, storyGeneration } from './storyWorld';

function ShadowFrame({ css, marker, children }: { css: string[]; marker: string; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by content: a story passes a new array on every render.
  const sheets = useMemo(() => [uiCss, ...css], [css.join('\n')]);
  useLayoutEffect(() => {
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptStyles(shadow, sheets);
    setRoot(shadow);
  }, [sheets]);
  return (
    <div ref={host} {...{ [marker]: '' }}>
      {/* One element at the top of the root, as the runtime's mount has (and play functions query from). */}
      {root ? createPortal(<div className="yuno-root">{children}</div>, root) : null}
    </div>
  );
}

const OVERLAY_CSS = [overlaysCss];

export const withWidgetFrame: Decorator = (Story, context) => {
  ensureTokens(tokensCss);
  const css: string[] = context.parameters.css ? [].concat(context.parameters.css) : [];
  return (
    <ApiCacheScope key={`${context.id}:${roleOf(context)}:${storyGeneration()}`}>
      <ShadowFrame css={css} marker="data-yuno-story-frame">
        <Story />
      </ShadowFrame>
      <ShadowFrame css={OVERLAY_CSS} marker="data-yuno-overlay-host">
        <StoryOverlays />
        <ToastRegion />
      </ShadowFrame>
      <NavigationNotice />
    </ApiCacheScope>
  );
};
