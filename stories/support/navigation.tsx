/**
 * Leaving the page, stood in for. A story runs inside Storybook's frame: a widget that sends
 * the browser to /checkout/ or reloads after an organisation switch would take the story
 * with it. Storybook's build (see .storybook/main.ts) points the widgets' one navigation call
 * at `window.__yunoStoryNavigation`, and the frame shows where the widget would have gone.
 */
import { useSyncExternalStore } from 'react';

export interface StoryNavigation {
  assign(url: string): void;
  reload(): void;
}

type Left = { kind: 'assign'; url: string } | { kind: 'reload' } | null;

let left: Left = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const storyNavigation: StoryNavigation = {
  assign(url) {
    left = { kind: 'assign', url: String(url) };
    notify();
  },
  reload() {
    left = { kind: 'reload' };
    notify();
  },
};

/** Forgets the last navigation (each story starts on the page). */
export function resetStoryNavigation(): void {
  left = null;
  notify();
}

declare global {
  interface Window {
    __yunoStoryNavigation?: StoryNavigation;
  }
}

export function installStoryNavigation(): void {
  window.__yunoStoryNavigation = storyNavigation;
}

export const NAVIGATION_TEXT = {
  assign: 'The widget would now go to',
  reload: 'The widget would now reload the page.',
} as const;

/** Where the widget would have sent the browser, as a visible, announced line. */
export function NavigationNotice() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => left,
  );
  if (!current) return null;
  return (
    <p role="status" data-yuno-story-navigation="" style={noticeStyle}>
      {current.kind === 'reload' ? (
        NAVIGATION_TEXT.reload
      ) : (
        <>
          {NAVIGATION_TEXT.assign} <code>{current.url}</code>
        </>
      )}
    </p>
  );
}

const noticeStyle = {
  margin: 'var(--yuno-space-4) 0 0',
  padding: 'var(--yuno-space-2) var(--yuno-space-3)',
  border: '1px solid var(--yuno-color-border-strong)',
  borderRadius: 'var(--yuno-radius-md)',
  background: 'var(--yuno-color-surface-muted)',
  color: 'var(--yuno-color-text)',
  font: '14px/1.5 var(--yuno-font)',
  overflowWrap: 'anywhere' as const,
};
