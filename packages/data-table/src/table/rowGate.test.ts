import { describe, expect, it } from 'vitest';
import type { ActionGate, ViewConfig } from '../config/types';
import { groupsView, learnersView } from '../presets/learners';
import { SCHEDULE_CLASS_ACTION } from '../presets/scheduleClass';
import { rowGateOf, withoutGated } from './rowGate';

const gate: ActionGate = { route: 'instructorCourses', params: { userId: 'self' }, otherwise: 'Not yet.' };
const view = (actions: NonNullable<ViewConfig['columns'][number]['actions']>, roles?: ViewConfig['columns'][number]['roles']): ViewConfig => ({
  caption: 'Rows',
  route: 'groups',
  rowKey: 'id',
  pageSize: 20,
  columns: [
    { id: 'name', label: 'Name', type: 'text', field: 'name' },
    { id: 'actions', label: 'Actions', type: 'actions', field: 'id', roles, actions },
  ],
});
const schedule = { kind: 'schedule', label: 'Schedule class', query: 'groupID', field: 'id', gate } as const;
const rename = { kind: 'command', command: 'renameGroup', label: 'Rename' } as const;

describe('gated row actions', () => {
  it("the learners' and groups' Schedule class wait on the same course check as Schedule New Class", () => {
    const toolbar = SCHEDULE_CLASS_ACTION.kind === 'link' ? SCHEDULE_CLASS_ACTION.gate : undefined;
    expect(toolbar).toBeDefined();
    expect(rowGateOf(learnersView, 'Instructor')).toBe(toolbar);
    expect(rowGateOf(groupsView, 'Instructor')).toBe(toolbar);
  });

  it('are checked only for a role that would see them', () => {
    expect(rowGateOf(view([schedule], ['Instructor']), 'org-admin')).toBeUndefined();
    expect(rowGateOf(view([{ ...schedule, roles: ['Instructor'] }]), null)).toBeUndefined();
    expect(rowGateOf(view([rename]), 'Instructor')).toBeUndefined();
  });

  it('leave the view while held back; an actions column left with none goes too', () => {
    expect(withoutGated(view([rename, schedule])).columns.map((c) => c.actions)).toEqual([undefined, [rename]]);
    expect(withoutGated(view([schedule])).columns.map((c) => c.id)).toEqual(['name']);
    const ungated = { ...schedule, gate: undefined };
    expect(withoutGated(view([ungated])).columns[1].actions).toEqual([ungated]);
  });
});
