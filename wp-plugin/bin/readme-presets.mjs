// The README's list of table presets comes from the data table block's block.json (the list
// the block and the shortcode accept), written between two markers: the build rewrites it,
// and a test fails when the README says otherwise.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const START = '<!-- presets:start -->';
const END = '<!-- presets:end -->';

/** The presets the block offers, in block.json's order. */
export function blockPresets(plugin) {
  const block = JSON.parse(readFileSync(join(plugin, 'blocks/data-table/block.json'), 'utf8'));
  return block.attributes.preset.enum;
}

/** The README's text with the list between the markers made from block.json. */
export function readmeWithPresets(readme, presets) {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${START} … ${END} markers`);
  return readme.slice(0, from + START.length) + presets.map((name) => `\`${name}\``).join(', ') + readme.slice(to);
}

/** Rewrites README.md; returns the number of presets listed. */
export function writeReadmePresets(plugin) {
  const file = join(plugin, 'README.md');
  const presets = blockPresets(plugin);
  writeFileSync(file, readmeWithPresets(readFileSync(file, 'utf8'), presets));
  return presets.length;
}
