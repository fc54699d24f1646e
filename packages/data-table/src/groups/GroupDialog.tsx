import { useState } from 'react';
import { api, asString, isRecord, pick, TOAST_MESSAGES, type Role } from '@yuno/core';
import { draftKey, type GroupDrafts } from './drafts';
import { FormDialog } from './FormDialog';
import { createGroupPayload, groupLearnersPayload, learnersError, membersChangeError, membersOf, renamePayload, titleError, type Learner } from './groupForm';
import { LearnerPicker } from './LearnerPicker';
import { send } from './send';
import { TextField } from './TextField';

type Group = Record<string, unknown>;

/** create: title and learners; members: add or remove learners; rename: the title. */
export type GroupDialogMode = 'create' | 'members' | 'rename';

export interface GroupDialogProps {
  mode: GroupDialogMode;
  /** The group changed (not for create). */
  group?: Group;
  userId: number;
  role: Role | null;
  onClose: () => void;
  /** The saved group as the list should now show it. */
  onSaved: (group: Group) => void;
  /** The table's unsaved forms: this dialog starts from its own, and leaves one when saving fails. */
  drafts: GroupDrafts;
}

/**
 * The group forms. Fields validate on input and blur (and all at once on submit) with the
 * spec's messages. Success: the spec's toast. Failure: the server's message as a danger
 * toast; the dialog closes either way, its fields kept in `drafts` for the next opening.
 */
export function GroupDialog({ mode, group = {}, userId, role, onClose, onSaved, drafts }: GroupDialogProps) {
  const name = asString(group.group_name);
  const groupId = Number(pick(group, 'group_id')) || 0;
  const key = draftKey(mode, groupId);
  const [before] = useState(() => membersOf(group));
  const [draft] = useState(() => drafts.get(key));
  const [title, setTitle] = useState(draft?.title ?? name);
  const [learners, setLearners] = useState<Learner[]>(draft?.learners ?? before);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState({ title: false, learners: false });
  const [submitting, setSubmitting] = useState(false);
  const touch = (field: 'title' | 'learners') => setTouched((t) => ({ ...t, [field]: true }));

  const changes = groupLearnersPayload(groupId, before, learners);
  const errors = {
    title: mode === 'members' ? null : titleError(title),
    learners: mode === 'create' ? learnersError(learners, typed) : mode === 'members' ? membersChangeError(changes, learners, typed) : null,
  };

  const save = async (): Promise<Group | null> => {
    if (mode === 'create') {
      const payload = createGroupPayload(title, learners, userId, role);
      const done = await send(() => api.post<unknown>('createGroup', payload), TOAST_MESSAGES.groupCreated);
      return done ? (isRecord(done.data) ? done.data : { group_name: payload.title, total_users: learners.length, user: learners }) : null;
    }
    if (mode === 'members') {
      const done = await send(() => api.put<unknown>('updateGroupLearners', changes), TOAST_MESSAGES.learnersAdded);
      return done ? (isRecord(done.data) && done.data.group_id !== undefined ? done.data : { ...group, user: learners, total_users: learners.length }) : null;
    }
    const payload = renamePayload(groupId, title);
    const done = await send(() => api.put<unknown>('updateGroupTitle', payload), TOAST_MESSAGES.groupTitleUpdated);
    return done ? { ...group, group_name: payload.title } : null;
  };

  const submit = async () => {
    setTouched({ title: true, learners: true });
    if (errors.title || errors.learners) return;
    setSubmitting(true);
    const saved = await save();
    if (saved) {
      drafts.delete(key);
      onSaved(saved);
    } else {
      // A failure is not the person's doing: what they typed waits for the next opening.
      drafts.set(key, { title, learners });
    }
    onClose();
  };

  // Cancel, Escape or ✕ is the person's choice to drop the form, as Cancel does anywhere;
  // reopening it to stale text would be the surprise.
  const discard = () => {
    drafts.delete(key);
    onClose();
  };

  const [heading, submitLabel] =
    mode === 'create' ? ['Create group', 'Create group'] : mode === 'members' ? [`Add learners to ${name}`, 'Save learners'] : ['Rename group', 'Save title'];
  return (
    <FormDialog title={heading} submitLabel={submitLabel} submitting={submitting} onClose={discard} onSubmit={submit}>
      {mode !== 'members' ? (
        <TextField
          label="Group title"
          value={title}
          onChange={(value) => {
            setTitle(value);
            touch('title');
          }}
          onBlur={() => touch('title')}
          error={touched.title ? errors.title : null}
        />
      ) : null}
      {mode !== 'rename' ? (
        <LearnerPicker
          learners={learners}
          onChange={(next) => {
            setLearners(next);
            touch('learners');
          }}
          typed={typed}
          onTyped={setTyped}
          onBlur={() => touch('learners')}
          error={touched.learners ? errors.learners : null}
        />
      ) : null}
    </FormDialog>
  );
}
