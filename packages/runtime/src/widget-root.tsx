/**
 * For React apps: what a mount point gives a widget bundle (a shadow root with the widget's
 * styles, the `.yuno-root` wrapper, an error boundary of its own), around any components.
 * The app's styles stay out of the widgets and theirs out of the app; a component that
 * throws shows a message in its own box.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { tokensCss, uiCss } from '@yuno/ui';
import { shadowFor } from './mount';
import { adoptStyles, ensureTokens } from './styles';
import { WidgetErrorBoundary, shellCss } from './shell';
import { WidgetHostContext } from './host-context';

export interface WidgetRootProps {
  /** The components' own stylesheets (`courseCardCss`, …), after the ui's. */
  css?: string | readonly string[];
  /** Names the widget in the console message of a crash. */
  name?: string;
  /** For the host element, which sits in the app's layout. */
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function WidgetRoot({ css = [], name = 'widget', className, style, children }: WidgetRootProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  // Null on the server and in the first render, so the hydrated markup matches the server's (an empty host).
  const [target, setTarget] = useState<{ element: HTMLElement; container: HTMLElement } | null>(null);
  const sheets = typeof css === 'string' ? [css] : css;
  const sheetsText = sheets.join('\n');

  useLayoutEffect(() => {
    const element = hostRef.current!;
    const { container } = shadowFor(element);
    setTarget({ element, container });
    // StrictMode runs this twice: the second run gets a fresh container in the same shadow root.
    return () => container.remove();
  }, []);

  useLayoutEffect(() => {
    ensureTokens(tokensCss);
    const root = hostRef.current?.shadowRoot;
    if (root) adoptStyles(root, [uiCss, shellCss, ...sheets]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by content: an app that writes `css={[a, b]}` passes a new array on every render.
  }, [target, sheetsText]);

  return (
    <div ref={hostRef} className={className} style={style} data-yuno-widget-root="">
      {target &&
        createPortal(
          <WidgetHostContext.Provider value={{ element: target.element, name }}>
            <WidgetErrorBoundary name={name}>{children}</WidgetErrorBoundary>
          </WidgetHostContext.Provider>,
          target.container,
        )}
    </div>
  );
}
