/** Presets: table configurations picked by name in the widget's props. */
import type { TableConfig } from '../config/types';
import { enrollments, instructorCourses, payments } from './commerce';
import { learnerClasses, upcomingClasses } from './classes';
import { instructorHome, learnerCourses, learnerHome } from './home';
import { instructorGroups, instructorLearners } from './learners';

export const PRESETS = {
  'learner-home': learnerHome,
  'learner-courses': learnerCourses,
  'instructor-home': instructorHome,
  'instructor-learners': instructorLearners,
  'instructor-groups': instructorGroups,
  'upcoming-classes': upcomingClasses,
  'learner-classes': learnerClasses,
  payments,
  enrollments,
  'instructor-courses': instructorCourses,
} satisfies Record<string, TableConfig>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
