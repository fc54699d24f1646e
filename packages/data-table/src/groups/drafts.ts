/**
 * Unsaved group forms. A failed save still closes its dialog (spec: "the modal closes"), so
 * the table keeps what was typed, per dialog kind and group, for the next opening.
 */
import type { Learner } from './groupForm';

export interface GroupDraft {
  title: string;
  learners: Learner[];
}

/** A table's drafts, by `draftKey`. */
export type GroupDrafts = Map<string, GroupDraft>;

/** create has one draft per table (group 0); members and rename one per group. */
export const draftKey = (mode: string, groupId: number) => `${mode}:${groupId}`;
