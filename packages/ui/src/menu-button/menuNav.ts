/** Pure keyboard logic shared by menus and listboxes. */

/** The items keys and focus move through: a group's items in its place (one level). */
export function flatItems<T extends { items?: T[] }>(items: readonly T[]): T[] {
  return items.flatMap((item) => item.items ?? [item]);
}

/** Index an arrow/Home/End key moves to in a vertical list (wrapping), or null. */
export function moveIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Typeahead: the index of the next label starting with `query` (case-insensitive),
 * searching after `current` and wrapping. A multi-character query (typed quickly) may
 * keep the current item when it still matches. -1 when nothing matches.
 */
export function typeaheadIndex(labels: readonly string[], current: number, query: string): number {
  const q = query.toLocaleLowerCase();
  if (!q || labels.length === 0) return -1;
  const count = labels.length;
  const startOffset = q.length > 1 ? 0 : 1;
  for (let step = 0; step < count; step += 1) {
    const i = ((((current < 0 ? -1 : current) + startOffset + step) % count) + count) % count;
    if (labels[i].trim().toLocaleLowerCase().startsWith(q)) return i;
  }
  // Repeating one letter ("ccc") cycles through the items starting with it.
  if (q.length > 1 && [...q].every((c) => c === q[0])) return typeaheadIndex(labels, current, q[0]);
  return -1;
}

/** Whether a key event is a printable character for typeahead. */
export function isPrintableKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
