/**
 * A mocked dynamic import (a part's loader) whose next call is held until the test lets it
 * through, or fails it: what a widget shows while its code is on its way, and after.
 */
import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

export function holdImport<T>(load: Mock, module: T): { arrive: () => Promise<void>; fail: () => Promise<void> } {
  let arrive!: () => Promise<void>;
  let fail!: () => Promise<void>;
  load.mockImplementationOnce(
    () =>
      new Promise<T>((resolve, reject) => {
        arrive = () => act(async () => resolve(module));
        fail = () => act(async () => reject(new Error('blocked')));
      }),
  );
  return { arrive: () => arrive(), fail: () => fail() };
}
