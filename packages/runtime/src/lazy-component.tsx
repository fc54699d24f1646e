/**
 * A component whose code arrives later (a part): nothing but a small busy indicator (or what
 * `waiting` says) until it has loaded, then the real component with the same props. When
 * loading fails the person is told (a toast) and `onFailure` runs, e.g. to close the dialog
 * that could not open.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ERROR_MESSAGES, TOAST_DURATION_MS, toast } from '@yuno/core';
import { Loader } from '@yuno/ui';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFailure?: (props: P) => void,
  /** Shown while the code loads (null: nothing); the busy indicator when not given. */
  waiting?: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  return function LazyComponent(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      pending ??= load();
      pending.then(
        (ready) => {
          loaded = ready;
          if (live) setComponent(() => ready);
        },
        () => {
          pending = null;
          if (!live) return;
          toast(ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
          onFailure?.(props);
        },
      );
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- Loads once per mount; props are read when it fails.
    }, [Component]);
    if (Component) return <Component {...props} />;
    return waiting === undefined ? <Loader /> : waiting;
  };
}
