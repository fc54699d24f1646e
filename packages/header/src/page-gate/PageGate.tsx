/**
 * The page gate's states in the page's main area (see useGateHost): a loader while user
 * info loads, 'not authorized' for a role outside the header's allowedRoles, and the
 * data-not-found state (with a retry) when user info failed. Without a marked main area
 * the states show under the header instead.
 */
import { createPortal } from 'react-dom';
import { navigation, events, type Role } from '@yuno/core';
import { EmptyState, Loader } from '@yuno/ui';
import { homeFor } from '../header/accountMenu';
import type { GateState } from './gate';
import { useGateHost } from './useGateHost';
import css from './page-gate.css?inline';

export const GATE_TEXT = {
  loading: 'Loading your account…',
  deniedTitle: 'Not authorized',
  deniedMessage: "Your account doesn't have access to this page.",
  deniedVisitor: 'Log in with an account that has access to this page.',
  login: 'Log in',
  home: 'Go to the home page',
  errorTitle: 'Data not found',
  retry: 'Try again',
} as const;

export interface PageGateProps {
  state: GateState;
  loggedIn: boolean;
  role: Role | null;
  /** The user-info failure, shown in the data-not-found state. */
  message: string;
  onRetry: () => void;
}

export function PageGate(props: PageGateProps) {
  const container = useGateHost(props.state !== 'open', css);
  if (props.state === 'open') return null;
  if (container) {
    return createPortal(
      <div className="yuno-gate" role="main">
        <GateContent {...props} Title="h1" />
      </div>,
      container,
    );
  }
  // No marked main area: the loader stays in the header; the other states show under it.
  return props.state === 'loading' ? null : (
    <div className="yuno-gate yuno-gate--inline">
      <GateContent {...props} Title="h2" />
    </div>
  );
}

function GateContent({ state, loggedIn, role, message, onRetry, Title }: PageGateProps & { Title: 'h1' | 'h2' }) {
  if (state === 'loading') {
    // The loader stands in for the page's main area, its h1 included: the page keeps one.
    return (
      <>
        <Title className="yuno-visually-hidden">{GATE_TEXT.loading}</Title>
        <Loader label={GATE_TEXT.loading} size="lg" showLabel />
      </>
    );
  }
  // In place of the page's main area the state's title is the page's h1.
  if (state === 'error') {
    return (
      <div className="yuno-gate__state">
        <Title className="yuno-gate__title">{GATE_TEXT.errorTitle}</Title>
        <EmptyState message={message} action={{ label: GATE_TEXT.retry, onClick: onRetry }} />
      </div>
    );
  }
  const home = (role && homeFor(role)) || '/';
  return (
    <div className="yuno-gate__state">
      <Title className="yuno-gate__title">{GATE_TEXT.deniedTitle}</Title>
      <EmptyState
        message={loggedIn ? GATE_TEXT.deniedMessage : GATE_TEXT.deniedVisitor}
        action={
          loggedIn
            ? { label: GATE_TEXT.home, onClick: () => navigation.go(home) }
            : { label: GATE_TEXT.login, onClick: () => events.emit('login:request', { mode: 'login' }) }
        }
      />
    </div>
  );
}
