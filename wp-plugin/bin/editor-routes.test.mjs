/**
 * The block editor calls the API through the runtime alone (`YunoRuntime.core.routeUrl`), with
 * no widget bundle loaded: every route it names must be one the runtime itself declares.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { coreRoutes } from '../../packages/core/src/http/routes';

const editor = join(dirname(dirname(fileURLToPath(import.meta.url))), 'src/editor');

/** The route names in the editor's calls: `callApi('GET', 'name', …)` and `routeUrl('name', …)`. */
function editorRoutes() {
  const names = new Set();
  for (const file of readdirSync(editor, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const code = readFileSync(join(editor, String(file)), 'utf8');
    for (const [, name] of code.matchAll(/(?:callApi\(\s*'[A-Z]+',|routeUrl\()\s*'(\w+)'/g)) names.add(name);
  }
  return [...names].sort();
}

it('names only routes the runtime declares by itself', () => {
  const names = editorRoutes();
  expect(names).toEqual(expect.arrayContaining(['categories', 'course', 'courseSearch', 'userInfo']));
  for (const name of names) expect(Object.keys(coreRoutes), `the editor calls "${name}"`).toContain(name);
});
