/**
 * The plugin preloads the user info under the path the widgets ask for; the route is written
 * in PHP too (includes/preload.php), so the two must stay the same.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { defaultRoutes } from '../../packages/core/src/http/routes';

const plugin = dirname(dirname(fileURLToPath(import.meta.url)));

it("includes/preload.php names the widgets' user-info route", () => {
  const php = readFileSync(join(plugin, 'includes/preload.php'), 'utf8');
  expect(/const USER_INFO_ROUTE = '([^']*)';/.exec(php)?.[1]).toBe(defaultRoutes.userInfo);
});
