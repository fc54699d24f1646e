/**
 * Renders every story the way a page shows a widget: inside a shadow root with the widget
 * styles, with the design tokens on the page, as a chosen demo user, with a fresh cache.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SWRConfig } from 'swr';
import type { Decorator } from '@storybook/react-vite';
import { demoUsers } from '@yuno/mock-api';
import { events, resetConfig, resetUnauthorised } from '@yuno/core';
import { tokensCss, uiCss, ToastRegion } from '@yuno/ui';
import { adoptStyles, ensureTokens } from '@yuno/runtime';

type Role = keyof typeof demoUsers;

function ShadowFrame({ css, children }: { css: string[]; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [uiCss, ...css]);
    setRoot(shadow);
  }, [css]);
  return <div ref={host} data-yuno-story-frame="">{root ? createPortal(children, root) : null}</div>;
}

export const withWidgetFrame: Decorator = (Story, context) => {
  const role = (context.parameters.user ?? context.globals.user ?? 'visitor') as Role;
  const user = demoUsers[role] as { id: number; token: string };
  ensureTokens(tokensCss);
  events.reset();
  resetUnauthorised();
  resetConfig({
    apiBase: '/wp-json/yuno',
    userId: user.id,
    token: user.token,
    loginUrl: '/demo-login/',
    chatNumber: '919876543210',
    notificationBar: { text: 'Free summer workshops for kids: coding, maths and more.', url: '/free-summer-workshops-for-kids/' },
    ...(context.parameters.config ?? {}),
  });
  const css: string[] = context.parameters.css ? [].concat(context.parameters.css) : [];
  return (
    <SWRConfig key={`${context.id}:${role}`} value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShadowFrame css={css}>
        <Story />
        <ToastRegion />
      </ShadowFrame>
    </SWRConfig>
  );
};
