import { useState } from 'react';
import { api, asString, pick, TOAST_MESSAGES } from '@yuno/core';
import { FormDialog } from '../groups/FormDialog';
import { send } from '../groups/send';

export interface DeleteClassDialogProps {
  row: Record<string, unknown>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirms, then deletes the class. Failure: the common message in a danger toast for 5 s. */
export function DeleteClassDialog({ row, onClose, onDeleted }: DeleteClassDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    const done = await send(() => api.delete('deleteClass', { params: { classId: asString(pick(row, 'id')) } }), TOAST_MESSAGES.classDeleted, 'common');
    if (done) onDeleted();
    onClose();
  };
  return (
    <FormDialog title="Delete class" submitLabel="Delete class" submitting={deleting} onClose={onClose} onSubmit={remove} danger>
      {/* One text, so a site can reword it whole ("Delete “{title}”? …"); the dialog's description. */}
      <p>{`Delete “${asString(pick(row, 'title'))}”? It will be removed from your upcoming classes and its learners will no longer see it.`}</p>
    </FormDialog>
  );
}
