/**
 * The page gate's states in the page's main area (see useGateHost): a loader while user
 * info loads, 'not authorized' for a role outside the header's allowedRoles, and the
 * data-not-found state (with a retry) when user info failed. Without a marked main area
 * the states show under the header instead. The closed states' code is a part
 * (GateMessage), fetched when the gate closes.
 */
import { createPortal } from 'react-dom';
import type { Role } from '@yuno/core';
import { Loader } from '@yuno/ui';
import { lazyComponent } from '@yuno/runtime';
import type { GateState } from './gate';
import type { GateMessageProps } from './GateMessage';
import { loadGateMessage } from './loadGateMessage';
import { useGateHost } from './useGateHost';
import css from './page-gate.css?inline';

export const GATE_TEXT = { loading: 'Loading your account…' } as const;

const GateMessage = lazyComponent<GateMessageProps>(() => loadGateMessage().then((part) => part.GateMessage));

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

function GateContent({ state, Title, ...rest }: PageGateProps & { Title: 'h1' | 'h2' }) {
  if (state === 'loading') {
    // The loader stands in for the page's main area, its h1 included: the page keeps one.
    return (
      <>
        <Title className="yuno-visually-hidden">{GATE_TEXT.loading}</Title>
        <Loader label={GATE_TEXT.loading} size="lg" showLabel />
      </>
    );
  }
  return <GateMessage state={state === 'denied' ? 'denied' : 'error'} Title={Title} {...rest} />;
}
