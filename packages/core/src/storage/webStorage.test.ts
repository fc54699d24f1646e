// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { createStore, session, local } from './webStorage';
import { onStorageUnavailable, classifyStorageError } from './report';
import type { StorageProblem } from './report';

function domError(name: string): Error {
  const e = new Error(name);
  e.name = name;
  return e;
}

/** A Storage whose methods all throw `error`. */
function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return {
    length: 0,
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
  } as unknown as Storage;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createStore over working storage', () => {
  it('reads, writes and removes', () => {
    expect(session.set('a', '1')).toBe(true);
    expect(session.get('a')).toBe('1');
    expect(session.remove('a')).toBe(true);
    expect(session.get('a')).toBeNull();
    expect(session.available()).toBe(true);
    expect(session.lastProblem()).toBeNull();
  });

  it('round-trips JSON and gives null for bad JSON', () => {
    expect(local.setJSON('paymentState', { type: 'free', course: { id: 3 } })).toBe(true);
    expect(local.getJSON<{ type: string }>('paymentState')).toEqual({ type: 'free', course: { id: 3 } });
    window.localStorage.setItem('broken', '{not json');
    expect(local.getJSON('broken')).toBeNull();
    expect(local.getJSON('missing')).toBeNull();
  });

  it('refuses values that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(local.setJSON('c', cyclic)).toBe(false);
    expect(local.setJSON('u', undefined)).toBe(false);
    expect(local.setJSON('n', 10n as unknown)).toBe(false);
  });

  it('clears', () => {
    session.set('x', '1');
    expect(session.clear()).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('createStore when storage fails', () => {
  it('survives a getter that throws SecurityError and reports it', () => {
    const problems: StorageProblem[] = [];
    const off = onStorageUnavailable((p) => problems.push(p));
    const store = createStore(() => {
      throw domError('SecurityError');
    }, 'localStorage');
    expect(store.get('k')).toBeNull();
    expect(store.getJSON('k')).toBeNull();
    expect(store.set('k', 'v')).toBe(false);
    expect(store.setJSON('k', { a: 1 })).toBe(false);
    expect(store.remove('k')).toBe(false);
    expect(store.clear()).toBe(false);
    expect(store.available()).toBe(false);
    off();
    expect(problems.map((p) => p.operation)).toEqual(['get', 'get', 'set', 'set', 'remove', 'clear', 'access']);
    expect(problems.every((p) => p.reason === 'unavailable' && p.area === 'localStorage')).toBe(true);
    expect(problems[0].key).toBe('k');
    expect(store.lastProblem()?.operation).toBe('access');
  });

  it('reports a full quota on write', () => {
    const listener = vi.fn();
    const off = onStorageUnavailable(listener);
    const store = createStore(() => throwingStorage(domError('QuotaExceededError')), 'sessionStorage');
    expect(store.set('big', 'x')).toBe(false);
    off();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ reason: 'quota', operation: 'set', key: 'big' }));
  });

  it('survives missing storage', () => {
    const store = createStore(() => null, 'sessionStorage');
    expect(store.get('k')).toBeNull();
    expect(store.available()).toBe(false);
    expect(store.lastProblem()?.reason).toBe('unavailable');
  });

  it('survives the real window.localStorage getter throwing', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw domError('SecurityError');
    });
    expect(local.get('a')).toBeNull();
    expect(local.set('a', '1')).toBe(false);
    expect(local.available()).toBe(false);
    spy.mockRestore();
    expect(local.available()).toBe(true);
  });

  it('survives Storage.prototype.setItem throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw domError('QuotaExceededError');
    });
    expect(session.set('a', '1')).toBe(false);
    expect(session.lastProblem()?.reason).toBe('quota');
    expect(session.get('a')).toBeNull();
  });

  it('keeps going when a listener throws', () => {
    const off = onStorageUnavailable(() => {
      throw new Error('bad listener');
    });
    const store = createStore(() => null);
    expect(() => store.get('x')).not.toThrow();
    off();
  });
});

describe('classifyStorageError', () => {
  it('names the reason', () => {
    expect(classifyStorageError(domError('QuotaExceededError'))).toBe('quota');
    expect(classifyStorageError({ name: 'Error', code: 22 })).toBe('quota');
    expect(classifyStorageError(domError('NS_ERROR_DOM_QUOTA_REACHED'))).toBe('quota');
    expect(classifyStorageError(domError('SecurityError'))).toBe('unavailable');
    expect(classifyStorageError(new TypeError('x'))).toBe('error');
    expect(classifyStorageError('weird')).toBe('error');
  });
});
