/**
 * What the bench puts into every page before its own scripts run (as an init script):
 * observers for Event Timing, layout shifts and long tasks, and a per-frame watcher that
 * notes when the first frame in which each target (a selector, in the page or in any
 * widget's shadow root) is present has been painted. Times are ms since time origin.
 */
function probe(targets) {
  const bench = { events: [], shifts: [], longTasks: [], marks: {} };
  window.__bench = bench;
  const observe = (type, options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
    } catch {
      /* an entry type this browser lacks: that figure stays empty */
    }
  };
  observe('event', { durationThreshold: 16 }, (e) => bench.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration }));
  observe('layout-shift', {}, (e) => {
    if (!e.hadRecentInput) bench.shifts.push({ start: e.startTime, value: e.value });
  });
  observe('longtask', {}, (e) => bench.longTasks.push({ start: e.startTime, duration: e.duration }));

  const roots = () => {
    const found = [document];
    document.querySelectorAll('[data-yuno-widget]').forEach((el) => el.shadowRoot && found.push(el.shadowRoot));
    return found;
  };
  bench.count = (selector) => roots().reduce((n, root) => n + root.querySelectorAll(selector).length, 0);
  bench.text = (selector) => {
    for (const root of roots()) {
      const el = root.querySelector(selector);
      if (el) return el.textContent;
    }
    return null;
  };
  bench.start = () => performance.getEntriesByName('bench:script-start')[0]?.startTime ?? 0;

  // Seen in a frame's rAF callback means "in this frame"; a message posted from there runs
  // once that frame's style, layout and paint are done: that is the time noted.
  const pending = [...targets];
  const afterPaint = new MessageChannel();
  const painted = [];
  afterPaint.port1.onmessage = () => {
    const now = performance.now();
    painted.splice(0).forEach((name) => (bench.marks[name] = now));
  };
  const tick = () => {
    for (let i = pending.length - 1; i >= 0; i--) {
      const t = pending[i];
      if (bench.count(t.selector) >= (t.min ?? 1)) {
        painted.push(t.name);
        pending.splice(i, 1);
      }
    }
    if (painted.length) afterPaint.port2.postMessage(0);
    if (pending.length) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  /** Everything observed between two times: worst interaction, layout shift, long tasks. */
  bench.window = (from, to = performance.now()) => {
    const inside = (e) => e.start >= from && e.start <= to;
    const perInteraction = new Map();
    for (const e of bench.events.filter(inside)) if (e.id) perInteraction.set(e.id, Math.max(perInteraction.get(e.id) ?? 0, e.duration));
    const long = bench.longTasks.filter(inside);
    return {
      interactions: [...perInteraction.values()],
      cls: bench.shifts.filter(inside).reduce((sum, s) => sum + s.value, 0),
      longTasks: long.length,
      longTaskMs: long.reduce((sum, t) => sum + t.duration, 0),
    };
  };
}

export const probeScript = (targets) => `(${probe.toString()})(${JSON.stringify(targets)});`;
