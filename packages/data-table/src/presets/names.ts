/**
 * The presets by name, and the part each one's configuration comes in: a page loads the
 * configurations of its own tables' audience (instructor, learner or commerce), not all eleven.
 */
export const PRESET_GROUPS = {
  'learner-home': 'learner',
  'learner-courses': 'learner',
  'instructor-home': 'instructor',
  'instructor-learners': 'instructor',
  'instructor-groups': 'instructor',
  'upcoming-classes': 'instructor',
  'learner-classes': 'learner',
  payments: 'commerce',
  enrollments: 'commerce',
  'instructor-courses': 'instructor',
  'class-detail': 'instructor',
} as const;

export type PresetName = keyof typeof PRESET_GROUPS;
export type PresetGroup = (typeof PRESET_GROUPS)[PresetName];
export const PRESET_NAMES = Object.keys(PRESET_GROUPS) as PresetName[];
