import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events';

describe('event bus', () => {
  it('delivers events to listeners until they unsubscribe', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('toast', listener);
    bus.emit('toast', { message: 'Copy to clipboard', duration: 1000 });
    off();
    bus.emit('toast', { message: 'again' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ message: 'Copy to clipboard', duration: 1000 });
  });

  it('gives late subscribers the last value of state events', () => {
    const bus = createEventBus();
    bus.emit('role:announced', { role: 'Learner' });
    bus.emit('toast', { message: 'gone' });
    const role = vi.fn();
    const toastListener = vi.fn();
    bus.on('role:announced', role);
    bus.on('toast', toastListener);
    expect(role).toHaveBeenCalledWith({ role: 'Learner' });
    expect(toastListener).not.toHaveBeenCalled();
    expect(bus.last('role:announced')).toEqual({ role: 'Learner' });
  });

  it("keeps one listener's failure from the others", () => {
    const bus = createEventBus();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    bus.on('page:changed', () => {
      throw new Error('boom');
    });
    bus.on('page:changed', second);
    bus.emit('page:changed', { source: 'search', page: 2 });
    expect(second).toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});
