import { interpolate } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import { STORAGE_BLOCKED_TEXT } from './texts';

interface StorageBlockedDialogProps {
  open: boolean;
  batchName: string;
  loggedIn: boolean;
  /** Logged out: open the login dialog anyway; logged in: try saving again. */
  onAction: () => void;
  onClose: () => void;
}

/** Says plainly that the choice cannot survive the trip, instead of losing it silently. */
export function StorageBlockedDialog({ open, batchName, loggedIn, onAction, onClose }: StorageBlockedDialogProps) {
  const text = loggedIn ? STORAGE_BLOCKED_TEXT.loggedIn : STORAGE_BLOCKED_TEXT.loggedOut;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={STORAGE_BLOCKED_TEXT.title}
      width={450}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {STORAGE_BLOCKED_TEXT.close}
          </Button>
          <Button onClick={onAction}>{loggedIn ? STORAGE_BLOCKED_TEXT.retry : STORAGE_BLOCKED_TEXT.login}</Button>
        </>
      }
    >
      <p>{interpolate(text, { batch: batchName })}</p>
    </Dialog>
  );
}
