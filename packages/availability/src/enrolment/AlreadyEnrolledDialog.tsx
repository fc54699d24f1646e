import { ALREADY_ENROLLED_DIALOG } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';

/** The spec's 'Alert': the learner already has a batch in this course. */
export function AlreadyEnrolledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ALREADY_ENROLLED_DIALOG.title}
      width={450}
      describedBy="yuno-already-enrolled-message"
      footer={<Button onClick={onClose}>{ALREADY_ENROLLED_DIALOG.button}</Button>}
    >
      <p id="yuno-already-enrolled-message">{ALREADY_ENROLLED_DIALOG.text}</p>
    </Dialog>
  );
}
