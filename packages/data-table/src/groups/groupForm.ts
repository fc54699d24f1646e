/**
 * The group forms' rules and payloads (spec 2: Group entity, "Class and group forms"),
 * pure so each message and payload is tested on its own.
 */
import {
  asArray,
  asNumber,
  asString,
  check,
  isEmptyRule,
  isRecord,
  isSelectedFromListRule,
  LEARNERS_RULES,
  type AddGroupLearnersPayload,
  type CreateGroupPayload,
  type Role,
  type UpdateGroupTitlePayload,
} from '@yuno/core';

export interface Learner {
  id: number;
  name: string;
  email: string;
}

export const learnerOf = (raw: unknown): Learner | null => {
  if (!isRecord(raw)) return null;
  const id = asNumber(raw.id, 0);
  return id > 0 ? { id, name: asString(raw.name) || `#${id}`, email: asString(raw.email) } : null;
};

/** A group's members as the row carries them (`user`). */
export const membersOf = (group: unknown): Learner[] => (isRecord(group) ? asArray(group.user, learnerOf) : []);

/** Title: 'Field should not be blank'. */
export const titleError = (title: string): string | null => check(title, [isEmptyRule]);

/**
 * Learners: typed text that was not picked reads 'Please select the user from list';
 * an empty list 'Please add at least 1 learner from list'.
 */
export function learnersError(learners: readonly Learner[], typed = ''): string | null {
  if (typed.trim() !== '') return check(typed, [[isSelectedFromListRule, { selected: false }]]);
  return check([...learners], LEARNERS_RULES);
}

export function createGroupPayload(title: string, learners: readonly Learner[], ownerId: number, role: Role | null): CreateGroupPayload {
  return { title: title.trim(), owner_id: ownerId, role: role ?? 'Instructor', access: 'rw', user_ids: learners.map((l) => l.id) };
}

export function groupLearnersPayload(groupId: number, before: readonly Learner[], after: readonly Learner[]): AddGroupLearnersPayload {
  const had = new Set(before.map((l) => l.id));
  const has = new Set(after.map((l) => l.id));
  return {
    add_user_ids: after.filter((l) => !had.has(l.id)).map((l) => l.id),
    delete_user_ids: before.filter((l) => !has.has(l.id)).map((l) => l.id),
    group_id: groupId,
  };
}

/** Saving members needs a change, and a group keeps at least one learner. */
export function membersChangeError(payload: AddGroupLearnersPayload, after: readonly Learner[], typed = ''): string | null {
  const error = learnersError(after, typed);
  if (error) return error;
  // Nothing changed: nothing was added from the list.
  return payload.add_user_ids.length + payload.delete_user_ids.length === 0 ? check([], LEARNERS_RULES) : null;
}

export const renamePayload = (groupId: number, title: string): UpdateGroupTitlePayload => ({ title: title.trim(), group_id: groupId });

/** Adds a learner once. */
export const withLearner = (learners: readonly Learner[], learner: Learner) => (learners.some((l) => l.id === learner.id) ? [...learners] : [...learners, learner]);
