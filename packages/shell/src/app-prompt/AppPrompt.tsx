/**
 * Android only: the app-install prompt (Open, close) and the Get the app button, with their
 * styles, in a part of their own: the header fetches it for an Android visitor only (offersApp).
 * Closing hides the prompt for a day, opening the app for 90 days (one cookie, see appPrompt.ts).
 */
import { useState } from 'react';
import { COOKIE_NAMES, getCookie, setCookie } from '@yuno/core';
import { buttonClassName } from '@yuno/ui';
import { hideDaysFor, shouldShowAppPrompt, type AppPromptChoice } from '../header/appPrompt';
import { CloseIcon } from '../shared/CloseIcon';
import { focusWhatFollows } from '../shared/focusWhatFollows';
import css from './app-prompt.css?inline';

/** The Android app's store page; a site can pass its own with the header's appUrl prop. */
export const DEFAULT_APP_URL = 'https://play.google.com/store/apps/details?id=com.yunolearning.app';

export const APP_TEXT = {
  prompt: 'Learn on the go with the Yuno app',
  open: 'Open',
  close: 'Close the app prompt',
  getApp: 'Get the app',
} as const;

/** Where the header sends the visitor: the site's own address, else the store page. */
export interface AppLinkProps {
  appUrl?: string;
}

export function AppPrompt({ appUrl = DEFAULT_APP_URL }: AppLinkProps) {
  const [visible, setVisible] = useState(() => shouldShowAppPrompt(navigator.userAgent, getCookie(COOKIE_NAMES.appPromptHidden)));
  if (!visible) return null;
  const remember = (choice: AppPromptChoice) => {
    setCookie(COOKIE_NAMES.appPromptHidden, choice, { days: hideDaysFor(choice) });
    setVisible(false);
  };
  return (
    <div className="yuno-app-prompt" role="region" aria-label={APP_TEXT.getApp}>
      {/* A style element applies to the shadow root it is in: the header's own sheet stays without these rules. */}
      <style>{css}</style>
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

export function GetAppButton({ appUrl = DEFAULT_APP_URL }: AppLinkProps) {
  return (
    <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={appUrl}>
      {APP_TEXT.getApp}
    </a>
  );
}
