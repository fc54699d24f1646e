import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drop the pending call. */
  cancel(): void;
  /** Run the pending call now. */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/**
 * A stable function that calls the latest `callback` `delayMs` after its last call
 * (trailing edge), with the last arguments. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): DebouncedFunction<A> {
  const callbackRef = useRef(callback);
  const delayRef = useRef(delayMs);
  useLayoutEffect(() => {
    callbackRef.current = callback;
    delayRef.current = delayMs;
  });

  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastArgs: A | null = null;
    const run = () => {
      timer = null;
      const args = lastArgs;
      lastArgs = null;
      if (args) callbackRef.current(...args);
    };
    const fn = ((...args: A) => {
      lastArgs = args;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, delayRef.current);
    }) as DebouncedFunction<A>;
    fn.cancel = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      lastArgs = null;
    };
    fn.flush = () => {
      if (timer === null) return;
      clearTimeout(timer);
      run();
    };
    fn.pending = () => timer !== null;
    return fn;
  }, []);

  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
