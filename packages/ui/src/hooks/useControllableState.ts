import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may control (`value` given) or leave to the component
 * (`defaultValue`). `onChange` is called either way.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? (value as T) : inner;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const currentRef = useRef(current);
  currentRef.current = current;

  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      if (!Object.is(next, currentRef.current)) onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
