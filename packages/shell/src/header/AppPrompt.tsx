/**
 * Android only: the app-install prompt (Open, close) and the Get the app button. Closing
 * hides the prompt for a day, opening the app for 90 days (one cookie, see appPrompt.ts).
 */
import { useState } from 'react';
import { COOKIE_NAMES, getCookie, setCookie } from '@yuno/core';
import { buttonClassName } from '@yuno/ui';
import { hideDaysFor, isAndroid, shouldShowAppPrompt, type AppPromptChoice } from './appPrompt';
import { focusWhatFollows } from '../shared/focusWhatFollows';

export const APP_TEXT = {
  prompt: 'Learn on the go with the Yuno app',
  open: 'Open',
  close: 'Close the app prompt',
  getApp: 'Get the app',
} as const;

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function AppPrompt({ appUrl }: { appUrl: string }) {
  const [visible, setVisible] = useState(() => Boolean(appUrl) && shouldShowAppPrompt(userAgent(), getCookie(COOKIE_NAMES.appPromptHidden)));
  if (!visible) return null;
  const remember = (choice: AppPromptChoice) => {
    setCookie(COOKIE_NAMES.appPromptHidden, choice, { days: hideDaysFor(choice) });
    setVisible(false);
  };
  return (
    <div className="yuno-app-prompt" role="region" aria-label={APP_TEXT.getApp}>
      <span className="yuno-app-prompt__text">{APP_TEXT.prompt}</span>
      <a className={buttonClassName({ size: 'sm' })} href={appUrl} onClick={() => remember('opened')}>
        {APP_TEXT.open}
      </a>
      <button
        type="button"
        className="yuno-icon-button"
        aria-label={APP_TEXT.close}
        onClick={(event) => {
          focusWhatFollows(event.currentTarget);
          remember('closed');
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function GetAppButton({ appUrl }: { appUrl: string }) {
  if (!appUrl || !isAndroid(userAgent())) return null;
  return (
    <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={appUrl}>
      {APP_TEXT.getApp}
    </a>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
