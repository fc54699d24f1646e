/**
 * Runs a task when the person first acts on the page: presses a pointer (a touch too) or a
 * key. Code that only an action can need (a dialog's, the availability panel's body) is
 * fetched then: a page that is only read never downloads it, and the press that opens a
 * dialog starts the fetch before its click arrives. Returns a cancel function.
 */
const ACTS = ['pointerdown', 'keydown'] as const;
const tasks = new Set<() => void>();
let acted = false;

function onFirstAct(): void {
  acted = true;
  ACTS.forEach((type) => window.removeEventListener(type, onFirstAct, true));
  const due = [...tasks];
  tasks.clear();
  due.forEach((task) => task());
}

export function whenPersonActs(task: () => void): () => void {
  if (acted) {
    task();
    return () => {};
  }
  if (tasks.size === 0) ACTS.forEach((type) => window.addEventListener(type, onFirstAct, { capture: true, passive: true }));
  tasks.add(task);
  return () => void tasks.delete(task);
}

/** Forgets that the person acted (tests). */
export function resetActs(): void {
  acted = false;
  tasks.clear();
  ACTS.forEach((type) => window.removeEventListener(type, onFirstAct, true));
}
