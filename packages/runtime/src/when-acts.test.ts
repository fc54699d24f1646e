// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetActs, whenPersonActs } from './when-acts';

afterEach(() => resetActs());

const press = (type: 'pointerdown' | 'keydown') => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('whenPersonActs', () => {
  it('waits for the first pointer press, then runs each task once', () => {
    const first = vi.fn();
    const second = vi.fn();
    whenPersonActs(first);
    whenPersonActs(second);
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('focus'));
    expect(first).not.toHaveBeenCalled();
    press('pointerdown');
    press('pointerdown');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('counts a key press as acting (a keyboard user tabs to the button first)', () => {
    const task = vi.fn();
    whenPersonActs(task);
    press('keydown');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the person acted at once', () => {
    press('pointerdown');
    const late = vi.fn();
    whenPersonActs(vi.fn());
    press('keydown');
    whenPersonActs(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('drops a cancelled task', () => {
    const task = vi.fn();
    const cancel = whenPersonActs(task);
    cancel();
    press('pointerdown');
    expect(task).not.toHaveBeenCalled();
  });
});
