/**
 * The version in the demo's bundle addresses: the release plus a hash of the whole build, so
 * any rebuilt file gets a new address (they are cached for a year, see hosting.ts). One
 * version for the build, not one per file: the runtime loads the dialogs and the other parts
 * from beside its own address, with its query, so theirs change with any file too.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

let known: { key: string; hash: string } | null = null;

export function buildVersion(dir: string, release: string): string {
  const files = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
  // Hashing the files again only when one of them changed on disk.
  const key =
    dir +
    files
      .map((name) => {
        const { mtimeMs, size } = statSync(join(dir, name));
        return `|${name}:${mtimeMs}:${size}`;
      })
      .join('');
  if (known?.key !== key) {
    const hash = createHash('sha256');
    for (const name of files) hash.update(name).update(readFileSync(join(dir, name)));
    known = { key, hash: hash.digest('hex').slice(0, 10) };
  }
  return `${release}-${known.hash}`;
}
