import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** One per mount: a widget that throws shows a message in its own box and nothing else breaks. */
export class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[yuno] the "${this.props.name}" widget failed while rendering`, error);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="yuno-widget-error" role="alert">
          <p>This section could not be shown.</p>
          <button type="button" className="yuno-button yuno-button--secondary" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

/** The inline message a mount point shows when it cannot mount (bad props, unknown name). */
export function MountMessage({ name, message }: { name: string; message: string }) {
  return (
    <div className="yuno-widget-error" role="alert">
      <p>
        <strong>{`Yuno widget “${name}” could not be shown.`}</strong> {message}
      </p>
    </div>
  );
}

export const shellCss = `
.yuno-widget-error{border:1px solid var(--yuno-color-danger,#b42318);background:var(--yuno-color-danger-surface,#fef3f2);color:var(--yuno-color-danger-text,#7a271a);border-radius:var(--yuno-radius-md,8px);padding:12px 16px;font-size:14px;line-height:1.5}
.yuno-widget-error p{margin:0 0 8px}
.yuno-widget-error p:last-child{margin:0}
`;
