import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTestHooks } from './check-test-hooks.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bundles(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'hooks-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('checkTestHooks', () => {
  it('passes bundles without test-only code', () => {
    expect(checkTestHooks({ dir: bundles({ 'yuno-runtime.js': 'render(e,n,t)', 'header.js': 'x' }) })).toEqual([
      { name: 'test hooks', ok: true, detail: 'none in the production bundles' },
    ]);
  });

  it('fails naming the bundle and the hook, e.g. a prop that makes a widget throw', () => {
    const [result] = checkTestHooks({
      dir: bundles({ 'yuno-runtime.js': 'a?.__throw===!0?t(Fe,{}):t(W,{...p})', 'course-card.js': 'ok', 'notes.txt': '__throw' }),
    });
    expect(result.ok).toBe(false);
    expect(result.detail).toBe('yuno-runtime.js holds "__throw"');
  });

  it('fails when the bundles are missing', () => {
    expect(checkTestHooks({ dir: join(tmpdir(), 'no-such-build-dir') })[0].ok).toBe(false);
  });
});
