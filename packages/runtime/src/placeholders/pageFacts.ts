/**
 * What only the browser knows and a placeholder's size depends on: the visitor header grows
 * on Android (Get the app, and the app prompt while no choice cookie hides it). Pages print
 * this script inline in the head, before any mount point, so the placeholders' stylesheet can
 * size the header from the classes it sets on the root element. Never the server: a cached
 * page is served to every device alike.
 */
import { APP_PROMPT_USER_AGENT, COOKIE_NAMES } from '@yuno/core';

/** The root element's classes, by fact (the placeholders' sizes name the facts). */
export const PAGE_FACT_CLASSES = {
  android: 'yuno-android',
  'app-prompt': 'yuno-app-prompt',
} as const;

export type PageFact = keyof typeof PAGE_FACT_CLASSES;

/** The facts for a browser: its user agent and its cookies (`document.cookie`). */
export function pageFacts(userAgent: string, cookies: string): PageFact[] {
  if (!APP_PROMPT_USER_AGENT.test(userAgent)) return [];
  const hidden = cookies.split(';').some((c) => c.trim().startsWith(`${COOKIE_NAMES.appPromptHidden}=`));
  return hidden ? ['android'] : ['android', 'app-prompt'];
}

/** The inline script: `pageFacts` as plain ES5, adding the classes to `<html>`. */
export function pageFactsScript(): string {
  const classes = JSON.stringify(PAGE_FACT_CLASSES);
  return (
    `(function(d,c){` +
    `if(!${APP_PROMPT_USER_AGENT}.test(navigator.userAgent))return;` +
    `d.classList.add(c.android);` +
    `if(!/(^|;)\\s*${COOKIE_NAMES.appPromptHidden}=/.test(document.cookie))d.classList.add(c['app-prompt'])` +
    `})(document.documentElement,${classes});`
  );
}
