// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, events } from '@yuno/core';
import { copyText, COPY_FAILED_MESSAGE } from './copyText';

const toasts: unknown[] = [];
events.on('toast', (t) => void toasts.push(t));

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  toasts.length = 0;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it("copies and says 'Copy to clipboard' for 1 s", async () => {
    const writeText = vi.fn(async () => {});
    clipboard(writeText);
    expect(await copyText('AARAV4101')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('AARAV4101');
    expect(toasts).toEqual([{ message: 'Copy to clipboard', tone: 'success', duration: 1000 }]);
  });

  it('falls back to selecting the field and the copy command when the clipboard is refused', async () => {
    clipboard(async () => Promise.reject(new Error('Document is not focused')));
    const field = Object.assign(document.createElement('input'), { value: 'AARAV4101' });
    document.body.append(field);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    expect(await copyText('AARAV4101', field)).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(toasts).toEqual([{ message: 'Copy to clipboard', tone: 'success', duration: 1000 }]);
  });

  it('when nothing works the person is told, and the field stays selected to copy by hand', async () => {
    clipboard(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const field = Object.assign(document.createElement('input'), { value: 'AARAV4101' });
    document.body.append(field);
    expect(await copyText('AARAV4101', field)).toBe(false);
    expect(toasts).toEqual([{ message: COPY_FAILED_MESSAGE, tone: 'danger', duration: 5000 }]);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 9]);

    toasts.length = 0;
    expect(await copyText('https://pay.example/x')).toBe(false);
    expect(toasts).toEqual([{ message: ERROR_MESSAGES.common.trim(), tone: 'danger', duration: 5000 }]);
  });
});
