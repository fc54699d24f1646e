export const ELLIPSIS = '…';

/** Keep the first `n` words; add an ellipsis only when something was cut. */
export function truncateWords(text: string, n: number): string {
  const value = typeof text === 'string' ? text : '';
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length <= n) return value;
  return `${words.slice(0, Math.max(0, n)).join(' ')}${ELLIPSIS}`;
}
