/**
 * The plugin preloads answers under the paths the widgets ask for; the routes it preloads are
 * written in PHP too (includes/preload.php), so the two must stay the same.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { defaultPaths } from '../../packages/mock-api/src/routes';

const plugin = dirname(dirname(fileURLToPath(import.meta.url)));

it("includes/preload.php names the widgets' routes as core does", () => {
  const php = readFileSync(join(plugin, 'includes/preload.php'), 'utf8');
  const block = /const PRELOADED_ROUTES = array\(([^;]*)\);/.exec(php)?.[1] ?? '';
  const routes = Object.fromEntries([...block.matchAll(/'(\w+)'\s*=>\s*'([^']*)'/g)].map(([, name, path]) => [name, path]));
  expect(Object.keys(routes)).toEqual(['userInfo', 'courseCard', 'course', 'menu']);
  for (const [name, path] of Object.entries(routes)) expect(path, name).toBe(defaultPaths[name]);
});
