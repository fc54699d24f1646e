/**
 * "Session Expired" (450 px), opened by the 'session:expired' event (the token loop, or any
 * widget). Its action signs in again with Google; closing it logs the user out.
 */
import { useEffect, useRef, useState } from 'react';
import { navigation, ROUTES, SESSION_EXPIRED_DIALOG } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import type { OverlayProps } from '@yuno/runtime';
import { startLogin } from '../login/startLogin';

export function SessionExpiredDialog({ onClose }: OverlayProps) {
  const [redirecting, setRedirecting] = useState(false);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const close = () => {
    cancel.current?.();
    onClose();
    navigation.go(ROUTES.logoutNoSlash);
  };

  return (
    <Dialog
      open
      onClose={close}
      title={SESSION_EXPIRED_DIALOG.title}
      width={450}
      describedBy="yuno-session-expired-message"
      footer={
        <Button
          loading={redirecting}
          onClick={() => {
            setRedirecting(true);
            cancel.current = startLogin({ mode: 'login' });
          }}
        >
          {SESSION_EXPIRED_DIALOG.action}
        </Button>
      }
    >
      <p id="yuno-session-expired-message" className="yuno-overlay__message">
        {SESSION_EXPIRED_DIALOG.message.trim()}
      </p>
    </Dialog>
  );
}
