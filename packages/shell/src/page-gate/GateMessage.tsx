/**
 * The page gate's closed states: 'not authorized' for a role outside the page's list, and the
 * data-not-found state with a retry when user info failed. With its styles, in a part (see
 * PageGate): an open page, every visitor's marketing page among them, never loads it.
 */
import { navigation, events, type Role } from '@yuno/core';
import { EmptyState } from '@yuno/ui';
import { homeFor } from '../member-tools/accountMenu';
import css from './gate-message.css?inline';

export const GATE_MESSAGE_TEXT = {
  deniedTitle: 'Not authorized',
  deniedMessage: "Your account doesn't have access to this page.",
  deniedVisitor: 'Log in with an account that has access to this page.',
  login: 'Log in',
  home: 'Go to the home page',
  errorTitle: 'Data not found',
  retry: 'Try again',
} as const;

export interface GateMessageProps {
  state: 'denied' | 'error';
  loggedIn: boolean;
  role: Role | null;
  /** The user-info failure, shown in the data-not-found state. */
  message: string;
  onRetry: () => void;
  /** In place of the page's main area the state's title is the page's h1. */
  Title: 'h1' | 'h2';
}

export function GateMessage({ state, loggedIn, role, message, onRetry, Title }: GateMessageProps) {
  const T = GATE_MESSAGE_TEXT;
  const home = (role && homeFor(role)) || '/';
  return (
    <div className="yuno-gate__state">
      <style>{css}</style>
      <Title className="yuno-gate__title">{state === 'error' ? T.errorTitle : T.deniedTitle}</Title>
      {state === 'error' ? (
        <EmptyState message={message} action={{ label: T.retry, onClick: onRetry }} />
      ) : (
        <EmptyState
          message={loggedIn ? T.deniedMessage : T.deniedVisitor}
          action={
            loggedIn ? { label: T.home, onClick: () => navigation.go(home) } : { label: T.login, onClick: () => events.emit('login:request', { mode: 'login' }) }
          }
        />
      )}
    </div>
  );
}
