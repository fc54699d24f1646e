/** A small table configuration with every feature (tabs, nested tabs, filters), for unit tests. */
import type { TableConfig, ViewConfig } from '../config/types';

export const learners: ViewConfig = {
  caption: 'Learners',
  route: 'learners',
  rowKey: 'id',
  pageSize: 20,
  columns: [
    { id: 'name', label: 'Learner', type: 'user', field: 'learner.name', fixed: true },
    { id: 'email', label: 'Email', type: 'text', field: 'learner.email' },
    { id: 'attendance', label: 'Attendance', type: 'progress', field: 'attendance.percentage' },
  ],
  filters: [
    {
      id: 'type',
      label: 'By Learner Type',
      type: 'select',
      param: 'type',
      options: [
        { value: '', label: 'All' },
        { value: 'contact', label: 'My Contacts' },
        { value: 'referral', label: 'My Referrals' },
      ],
    },
    {
      id: 'learner',
      label: 'Learner',
      type: 'autocomplete',
      param: 'learner_id',
      route: 'learnerSuggestions',
      textParam: 'text',
      valueField: 'id',
      labelField: 'name',
    },
  ],
};
export const groups: ViewConfig = {
  caption: 'Groups',
  route: 'groups',
  rowKey: 'group_id',
  pageSize: 20,
  columns: [{ id: 'title', label: 'Group', type: 'text', field: 'group_name' }],
};
const batches = (tab: string): ViewConfig => ({
  caption: tab,
  route: 'courseBatches',
  rowKey: 'batch_id',
  pageSize: 4,
  columns: [{ id: 'b', label: 'Batch', type: 'text', field: 'batch_name' }],
});

export const config: TableConfig = {
  id: 'demo',
  title: 'Demo',
  tabs: [
    { id: 'learners', label: 'My Learners', view: learners },
    { id: 'groups', label: 'My Groups', view: groups },
    {
      id: 'batches',
      label: 'Batches',
      tabs: [
        { id: 'upcoming', label: 'Upcoming & Ongoing', view: batches('upcoming') },
        { id: 'past', label: 'Past', view: batches('past') },
      ],
    },
  ],
};
