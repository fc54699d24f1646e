/** The instructor's learners and groups (spec: "Tab sets and filters", "Classes and groups"). */
import { INSTRUCTOR_LEARNERS_TABLE, LEARNER_TYPE_FILTER, TAB_SETS } from '@yuno/core';
import type { TableConfig, ViewConfig } from '../config/types';
import { col } from '../config/columns';
import { SCHEDULE_GATE } from './scheduleClass';

const [allLabel, contactsLabel, referralsLabel] = LEARNER_TYPE_FILTER.options;

export const learnersView: ViewConfig = {
  caption: 'My learners',
  route: 'learners',
  params: { userId: 'self' },
  rowKey: 'learner.id',
  pageSize: INSTRUCTOR_LEARNERS_TABLE.perPage,
  limit: INSTRUCTOR_LEARNERS_TABLE.limit,
  // Who, which course, how they attend and what to do next fit a 760 px account column; the
  // rest waits in the column chooser.
  columns: [
    col('learner', 'Learner', 'user', 'learner.name', { extra: 'learner.image', fixed: true }),
    col('email', 'Email', 'text', 'learner.email', { hiddenByDefault: true }),
    col('course', 'Course', 'text', 'course.title'),
    col('referrer', 'Referred by', 'user', 'referrer.name', { extra: 'referrer.image', idField: 'referrer.id', hiddenByDefault: true }),
    col('attendance', 'Attendance', 'progress', 'attendance.percentage'),
    col('batch', 'Batch progress', 'progress', 'batch.percentage', { hiddenByDefault: true }),
    col('orgAdmin', 'Org admin', 'text', 'org_admin.name', { idField: 'org_admin.id', hiddenByDefault: true }),
    col('counselor', 'Counselor', 'text', 'counselor.name', { idField: 'counselor.id', hiddenByDefault: true }),
    col('enrolled', 'Enrolled on', 'date', 'enrolled_on', { hiddenByDefault: true }),
    col('actions', 'Actions', 'actions', 'learner.id', {
      roles: ['Instructor'],
      actions: [{ kind: 'schedule', label: 'Schedule class', query: 'learnerID', field: 'learner.id', gate: SCHEDULE_GATE }],
    }),
  ],
  filters: [
    {
      id: 'type',
      label: LEARNER_TYPE_FILTER.title,
      type: 'select',
      param: 'learner_type',
      options: [
        { value: '', label: allLabel },
        { value: 'contacts', label: contactsLabel },
        { value: 'referrals', label: referralsLabel },
      ],
    },
    {
      id: 'learner',
      label: 'Learner',
      type: 'autocomplete',
      param: 'search',
      route: 'learnerSuggestions',
      textParam: 'text',
      query: { user_id: 'self' },
      valueField: 'email',
      labelField: 'name',
      descriptionField: 'email',
      placeholder: 'Search by name or email',
    },
  ],
};

export const groupsView: ViewConfig = {
  caption: 'My groups',
  route: 'groups',
  params: { userId: 'self' },
  rowKey: 'group_id',
  pageSize: INSTRUCTOR_LEARNERS_TABLE.perPage,
  columns: [
    col('title', 'Group', 'text', 'group_name', { fixed: true }),
    col('learners', 'Learners', 'text', 'total_users'),
    col('created', 'Created on', 'date', 'group_created_time'),
    col('actions', 'Actions', 'actions', 'group_id', {
      roles: ['Instructor'],
      actions: [
        { kind: 'command', command: 'groupLearners', label: 'Add learners' },
        { kind: 'command', command: 'renameGroup', label: 'Rename' },
        { kind: 'schedule', label: 'Schedule class', query: 'groupID', field: 'group_id', gate: SCHEDULE_GATE },
      ],
    }),
  ],
  actions: [{ kind: 'createGroup', label: 'Create group', roles: ['Instructor'] }],
};

export const instructorLearners: TableConfig = {
  id: 'instructor-learners',
  title: 'Learners',
  tabs: [
    { id: 'learners', label: TAB_SETS.instructorLearners[0], view: learnersView },
    { id: 'groups', label: TAB_SETS.instructorLearners[1], view: groupsView },
  ],
};

export const instructorGroups: TableConfig = { id: 'instructor-groups', title: TAB_SETS.instructorLearners[1], view: groupsView };
