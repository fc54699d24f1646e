/** A preset's configuration, from its part (fetched once per page, then at hand). */
import type { TableConfig } from '../config/types';
import { PRESET_GROUPS, type PresetGroup, type PresetName } from './names';

type PresetPart = { PRESETS: Partial<Record<PresetName, TableConfig>> };

const PARTS: Record<PresetGroup, () => Promise<PresetPart>> = {
  instructor: () => import('../parts/data-table-presets-instructor'),
  learner: () => import('../parts/data-table-presets-learner'),
  commerce: () => import('../parts/data-table-presets-commerce'),
};

const loaded = new Map<PresetName, TableConfig>();

/** The configuration when its part is already here (no wait, no flash of a skeleton). */
export const presetAtHand = (name: PresetName): TableConfig | undefined => loaded.get(name);

export async function loadPreset(name: PresetName): Promise<TableConfig> {
  const config = (await PARTS[PRESET_GROUPS[name]]()).PRESETS[name];
  if (!config) throw new Error(`The preset "${name}" is not in its part`);
  loaded.set(name, config);
  return config;
}
