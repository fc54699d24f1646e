/** The instructor's learner groups: list, create, add/remove learners, rename. */
import type { Group } from '../../../core/src/types';
import { learnerById, userRef } from '../fixtures/learnerPool';
import { wpDateTime } from '../fixtures/dates';
import { DEMO_INSTRUCTOR_ID } from '../fixtures/people';
import { sessionGroups, type SessionState } from '../state';
import { bodyError, created, noData, ok } from '../envelope';
import { bodyOf, GET, input, list, num, paginate, POST, str, WRITE, type RouteDef } from './shared';

const membersOf = (ids: unknown) =>
  list(ids)
    .map((id) => learnerById(Number(id)))
    .filter((p) => p !== undefined)
    .map(userRef);

/** Finds a group of any instructor in this session (the demo instructor's are always there). */
function findGroup(state: SessionState, groupId: number, now: Date): Group | undefined {
  sessionGroups(state, DEMO_INSTRUCTOR_ID, now);
  for (const groups of state.groups.values()) {
    const found = groups.find((g) => g.group_id === groupId);
    if (found) return found;
  }
  return undefined;
}

export const groupRoutes = {
  groups: {
    methods: GET,
    handle: (call) => {
      const groups = sessionGroups(call.state, num(call.params.userId), call.now);
      const page = paginate(groups, input(call, 'limit'), input(call, 'offset'));
      return page.total === 0 ? noData('No groups found') : ok(page.items, { count: page.total });
    },
  },
  createGroup: {
    methods: POST,
    handle: (call) => {
      const body = bodyOf(call);
      const title = str(body.title).trim();
      const ownerId = num(body.owner_id);
      if (!title) return bodyError(400, 'Group title is required');
      const members = membersOf(body.user_ids);
      if (members.length === 0) return bodyError(400, 'Please add at least 1 learner from list');
      const groups = sessionGroups(call.state, ownerId, call.now);
      call.state.counters.group += 1;
      const group: Group = {
        group_id: 9100 + call.state.counters.group,
        group_name: title,
        group_created_time: wpDateTime(call.now),
        total_users: members.length,
        user: members,
      };
      // New groups go first, as the list shows them.
      groups.unshift(group);
      return created(group, 'Group successfully created');
    },
  },
  updateGroupLearners: {
    methods: WRITE,
    handle: (call) => {
      const body = bodyOf(call);
      const group = findGroup(call.state, num(body.group_id), call.now);
      if (!group) return bodyError(404, 'Group not found');
      const remove = new Set(list(body.delete_user_ids).map(Number));
      const kept = group.user.filter((u) => !remove.has(Number(u.id)));
      const known = new Set(kept.map((u) => Number(u.id)));
      const added = membersOf(body.add_user_ids).filter((u) => !known.has(u.id));
      group.user = [...kept, ...added];
      group.total_users = group.user.length;
      return ok(group, { message: 'Learners added successfully' });
    },
  },
  updateGroupTitle: {
    methods: WRITE,
    handle: (call) => {
      const body = bodyOf(call);
      const group = findGroup(call.state, num(body.group_id), call.now);
      const title = str(body.title).trim();
      if (!group) return bodyError(404, 'Group not found');
      if (!title) return bodyError(400, 'Group title is required');
      group.group_name = title;
      return ok(group, { message: 'Group title updated successfully' });
    },
  },
} satisfies Record<string, RouteDef>;
