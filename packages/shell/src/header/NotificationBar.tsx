/** The closable notification bar (the page config's text and link); closed for the session. */
import { useState } from 'react';
import { getConfig, safeUrl, session } from '@yuno/core';
import { CloseIcon } from '../shared/CloseIcon';
import { focusWhatFollows } from '../shared/focusWhatFollows';

/** Session flag of this widget only, so it lives here rather than in core's shared keys. */
export const NOTIFICATION_CLOSED_KEY = 'yunoNotificationClosed';

export function NotificationBar() {
  const bar = getConfig().notificationBar;
  const [closed, setClosed] = useState(() => session.get(NOTIFICATION_CLOSED_KEY) === 'true');
  if (!bar || closed) return null;
  const url = safeUrl(bar.url);
  return (
    <div className="yuno-notice" role="region" aria-label="Announcement">
      {url ? (
        <a className="yuno-notice__link" href={url}>
          {bar.text}
        </a>
      ) : (
        <span className="yuno-notice__text">{bar.text}</span>
      )}
      <button
        type="button"
        className="yuno-icon-button yuno-notice__close"
        aria-label="Close the announcement"
        onClick={(event) => {
          session.set(NOTIFICATION_CLOSED_KEY, 'true');
          focusWhatFollows(event.currentTarget);
          setClosed(true);
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
