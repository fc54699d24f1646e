// The learner's tables: a part, fetched when a page shows one of them.
import { registerPart } from '@yuno/runtime';
import { learnerClasses } from '../presets/demoClasses';
import { learnerCourses, learnerHome } from '../presets/learnerHome';

export const PRESETS = {
  'learner-home': learnerHome,
  'learner-courses': learnerCourses,
  'learner-classes': learnerClasses,
};

registerPart('data-table-presets-learner', { PRESETS });
