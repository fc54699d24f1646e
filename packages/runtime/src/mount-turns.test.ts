// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, byView, mountInTurns } from './mount-turns';

describe('byView', () => {
  it('puts the boxes that meet the window first, each group in page order', () => {
    const spans = { header: [0, 123], search: [700, 1614], panel: [9754, 9754], footer: [9802, 10412], above: [-900, -10] } as const;
    const names = Object.keys(spans) as Array<keyof typeof spans>;
    const split = byView(names, (name) => ({ top: spans[name][0], bottom: spans[name][1] }), 823);
    expect(split).toEqual({ inView: ['header', 'search'], later: ['panel', 'footer', 'above'] });
  });
});

describe('mountInTurns', () => {
  /** Records each mount and each turn handed to the browser, with tasks and idle moments run by hand. */
  function harness() {
    const log: string[] = [];
    const tasks: Array<() => void> = [];
    const idles: Array<() => void> = [];
    const turns = {
      nextTask: () => new Promise<void>((next) => tasks.push(() => (log.push('task'), next()))),
      whenIdle: (task: () => void) => idles.push(() => (log.push('idle'), task())),
    };
    const settle = () => new Promise((done) => setTimeout(done, 0));
    return { log, tasks, idles, turns, settle };
  }

  it('mounts the widgets in view one per task, and those below the fold only once the browser is idle', async () => {
    const { log, tasks, idles, turns, settle } = harness();
    const done = mountInTurns(['header', 'search'], ['footer', 'menu'], (name) => log.push(name), turns);
    await settle();
    expect(log).toEqual(['header']);
    tasks.shift()!();
    await settle();
    expect(log).toEqual(['header', 'task', 'search']);
    expect(tasks).toHaveLength(0);
    expect(idles).toHaveLength(1);
    idles.shift()!();
    await settle();
    expect(log).toEqual(['header', 'task', 'search', 'idle', 'footer']);
    tasks.shift()!();
    await done;
    expect(log).toEqual(['header', 'task', 'search', 'idle', 'footer', 'task', 'menu']);
  });

  it('asks for no idle moment when every widget is in view', async () => {
    const { log, idles, turns } = harness();
    await mountInTurns(['header'], [], (name) => log.push(name), turns);
    expect(log).toEqual(['header']);
    expect(idles).toHaveLength(0);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task in a task of its own after the next frame, not in the frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame in a hidden page, which paints none', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });
});
