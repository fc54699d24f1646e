#!/usr/bin/env node
// Production bundles carry no test hooks: no prop or code path that exists only so tests can
// make a widget fail, and nothing of the mock API or its payloads. Tests get their failures
// from test-only code (a widget registered by the test page, a mock answer) instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Text that only test code has reason to hold. */
export const TEST_HOOK_MARKERS = ['__throw', 'Deliberate render failure', '__yunoXss', 'demo-token-', 'mockServiceWorker', 'yuno-mock'];

export function checkTestHooks({ dir = `${process.env.YUNO_DIST || 'dist'}/widgets`, markers = TEST_HOOK_MARKERS } = {}) {
  if (!existsSync(dir)) return [{ name: 'test hooks', ok: false, detail: `${dir} is missing: run npm run build` }];
  const found = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const marker of markers) if (text.includes(marker)) found.push(`${file} holds "${marker}"`);
  }
  return [{ name: 'test hooks', ok: found.length === 0, detail: found.length ? found.join('; ') : 'none in the production bundles' }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [result] = checkTestHooks();
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(30)} ${result.detail}`);
  process.exit(result.ok ? 0 : 1);
}
