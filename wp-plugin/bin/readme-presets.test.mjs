import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { blockPresets, readmeWithPresets } from './readme-presets.mjs';

const plugin = dirname(dirname(fileURLToPath(import.meta.url)));

it('the README lists every table preset the block offers, as block.json has them', () => {
  const readme = readFileSync(join(plugin, 'README.md'), 'utf8');
  const presets = blockPresets(plugin);
  expect(presets.length).toBeGreaterThanOrEqual(10);
  expect(readme, 'run node wp-plugin/bin/build.mjs to rewrite the list').toBe(readmeWithPresets(readme, presets));
  for (const name of presets) expect(readme).toContain(`\`${name}\``);
});

it('refuses a README without the markers instead of losing the list', () => {
  expect(() => readmeWithPresets('no markers here', ['payments'])).toThrow(/markers/);
});
