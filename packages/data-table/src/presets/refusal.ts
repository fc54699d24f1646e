/**
 * Why a preset name cannot be used, in the mount protocol's own words (those of an unknown
 * widget, and of its props check listing the values it takes), or null for a known preset.
 */
import { parseProps } from '@yuno/runtime';
import { PRESET_NAMES } from './names';

export function presetRefusal({ preset }: { preset: string }): string | null {
  const known = parseProps({ preset }, { preset: { type: 'string', oneOf: PRESET_NAMES } });
  return known.ok ? null : `There is no preset called “${preset}”. ${known.message}`;
}
