import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVersion } from './build-version';

const dirs: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'yuno-build-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('buildVersion', () => {
  it('is the release and a hash of the build', () => {
    expect(buildVersion(build({ 'yuno-runtime.js': 'a', 'ui-dialog.js': 'b' }), '0.1.0')).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
  });

  it('is the same for the same files, and changes when any file changes, a part too', () => {
    const dir = build({ 'yuno-runtime.js': 'a', 'ui-dialog.js': 'b' });
    const before = buildVersion(dir, '0.1.0');
    expect(buildVersion(build({ 'yuno-runtime.js': 'a', 'ui-dialog.js': 'b' }), '0.1.0')).toBe(before);
    writeFileSync(join(dir, 'ui-dialog.js'), 'c');
    // Same size, and a time stamp that may not have moved on a coarse clock: set it apart.
    utimesSync(join(dir, 'ui-dialog.js'), new Date(), new Date(Date.now() + 5000));
    expect(buildVersion(dir, '0.1.0')).not.toBe(before);
  });
});
