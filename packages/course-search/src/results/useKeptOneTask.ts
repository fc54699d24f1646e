import { useEffect, useState } from 'react';

/**
 * The value; when it turns null, the one before it for one more task. A change that clears
 * something costly to take down (twenty cards) then paints in the task of the event that made
 * it, and the taking down runs in a task of its own: two short tasks rather than one long one.
 */
export function useKeptOneTask<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  useEffect(() => {
    if (value === kept) return undefined;
    if (value !== null) return void setKept(value);
    const timer = setTimeout(() => setKept(null));
    return () => clearTimeout(timer);
  }, [value, kept]);
  return value ?? kept;
}
