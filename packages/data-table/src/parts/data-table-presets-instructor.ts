// The instructor's tables: a part, fetched when a page shows one of them.
import { registerPart } from '@yuno/runtime';
import { instructorCourses } from '../presets/instructorCourses';
import { classDetail, upcomingClasses } from '../presets/classes';
import { instructorHome } from '../presets/instructorHome';
import { instructorGroups, instructorLearners } from '../presets/learners';

export const PRESETS = {
  'instructor-home': instructorHome,
  'instructor-learners': instructorLearners,
  'instructor-groups': instructorGroups,
  'upcoming-classes': upcomingClasses,
  'instructor-courses': instructorCourses,
  'class-detail': classDetail,
};

registerPart('data-table-presets-instructor', { PRESETS });
