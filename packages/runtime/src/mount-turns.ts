/**
 * The page's first mount, in turns: on a phone's CPU the widgets' first renders together take
 * hundreds of milliseconds, too long for one task. The mount points in view mount first, in
 * page order, one task each (the browser may paint and handle input in between); those
 * below the fold wait for an idle moment, since their placeholders hold their boxes. Which are
 * in view is read once the page has painted: read before, it makes the browser lay the whole
 * page out inside the first widget's task.
 */
export interface Span {
  top: number;
  bottom: number;
}

/** Splits items into those whose box meets the window (0 to `windowHeight`) and the rest, in page order. */
export function byView<T>(items: readonly T[], spanOf: (item: T) => Span, windowHeight: number): { inView: T[]; later: T[] } {
  const seen = (item: T) => {
    const { top, bottom } = spanOf(item);
    return top < windowHeight && bottom >= 0;
  };
  return { inView: items.filter(seen), later: items.filter((item) => !seen(item)) };
}

export interface Turns {
  /** Resolves in a new task, after the browser has had its turn. */
  nextTask: () => Promise<void>;
  /** Runs a task once the browser is idle. */
  whenIdle: (task: () => void) => void;
}

/** Mounts `inView` one per task, then `later` one per task from an idle moment. */
export async function mountInTurns<T>(inView: readonly T[], later: readonly T[], mountOne: (item: T) => void, turns: Turns): Promise<void> {
  const all = [...inView, ...later];
  for (let i = 0; i < all.length; i++) {
    if (i === inView.length) await new Promise<void>(turns.whenIdle);
    else if (i) await turns.nextTask();
    mountOne(all[i]);
  }
}

/** Runs `task` in a task of its own after the browser paints its next frame (soon, in a hidden page, which paints none). */
export function afterNextPaint(task: () => void): void {
  if (document.hidden) setTimeout(task);
  else requestAnimationFrame(() => setTimeout(task));
}
