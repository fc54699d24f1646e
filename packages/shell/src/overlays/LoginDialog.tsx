/**
 * The login / sign-up dialog (360 px), opened by the 'login:request' event from any widget.
 * Its action goes to the Google sign-in; closing clears the stored payment and quiz flags
 * at once and the mode 300 ms later (after the closing transition), as the spec says.
 */
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAY_MS, ROUTES, STORAGE_KEYS, events, local, type YunoEvents } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import type { OverlayProps } from '@yuno/runtime';
import { isScopeVariant, type LoginMode } from '../login/loginUrl';
import { startLogin } from '../login/startLogin';
import { LOGIN_TEXT } from './texts';

type LoginDetail = YunoEvents['login:request'] & { scope?: unknown };

const modeOf = (detail: LoginDetail | undefined): LoginMode => (detail?.mode === 'signup' ? 'signup' : 'login');

export function LoginDialog({ detail, onClose }: OverlayProps<LoginDetail>) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<LoginMode | null>(modeOf(detail));
  const [redirecting, setRedirecting] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelLogin = useRef<(() => void) | null>(null);

  // A new request while the dialog is still closing opens it again in the asked mode.
  useEffect(
    () =>
      events.on('login:request', (next) => {
        if (closing.current) clearTimeout(closing.current);
        closing.current = null;
        setMode(modeOf(next));
        setOpen(true);
      }),
    [],
  );
  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
      cancelLogin.current?.();
    },
    [],
  );

  const close = () => {
    cancelLogin.current?.();
    setRedirecting(false);
    setOpen(false);
    local.remove(STORAGE_KEYS.paymentState);
    local.remove(STORAGE_KEYS.quizFlag);
    closing.current = setTimeout(() => {
      closing.current = null;
      setMode(null);
      onClose();
    }, REDIRECT_DELAY_MS.loginModalModeClear);
  };

  const current = mode ?? 'login';
  const text = LOGIN_TEXT[current];
  const signIn = () => {
    setRedirecting(true);
    cancelLogin.current = startLogin({ mode: current, scope: isScopeVariant(detail?.scope) ? detail.scope : undefined });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={text.title}
      width={360}
      footer={
        current === 'signup' ? (
          <p className="yuno-login__footer">
            {LOGIN_TEXT.instructorPrompt}{' '}
            <a className="yuno-login__link" href={ROUTES.becomeInstructorIelts}>
              {LOGIN_TEXT.instructorLink}
            </a>
          </p>
        ) : null
      }
    >
      <div className="yuno-login" data-mode={current}>
        <p className="yuno-login__lead">{text.lead}</p>
        <Button block size="lg" loading={redirecting} onClick={signIn} icon={<GoogleMark />}>
          {text.action}
        </Button>
        <p className="yuno-login__switch">
          {text.switchPrompt}{' '}
          <button type="button" className="yuno-login__link" onClick={() => setMode(current === 'login' ? 'signup' : 'login')}>
            {text.switchAction}
          </button>
        </p>
        {redirecting ? (
          <p className="yuno-login__status" role="status">
            {LOGIN_TEXT.redirecting}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z" />
      <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z" />
      <path fill="#FBBC05" d="M3.97 10.72a5.4 5.4 0 0 1 0-3.44V4.95H.96a9 9 0 0 0 0 8.1l3.01-2.33z" />
      <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z" />
    </svg>
  );
}
