/** Presets: table configurations picked by name in the widget's props. */
import type { TableConfig } from '../config/types';
import { PRESETS as commerce } from '../parts/data-table-presets-commerce';
import { PRESETS as instructor } from '../parts/data-table-presets-instructor';
import { PRESETS as learner } from '../parts/data-table-presets-learner';
import type { PresetName } from './names';

export { PRESET_NAMES, PRESET_GROUPS, type PresetName } from './names';
export { loadPreset } from './load';

/** Every preset at once, for apps that build their own tables from them. */
export const PRESETS: Record<PresetName, TableConfig> = { ...instructor, ...learner, ...commerce };
