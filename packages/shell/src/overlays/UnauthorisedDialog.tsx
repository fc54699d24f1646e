/** The unauthorised dialog: the runtime opens it once per page on the first HTTP 403. */
import { Button, Dialog } from '@yuno/ui';
import type { OverlayProps } from '@yuno/runtime';
import { UNAUTHORISED_TEXT } from './texts';

export function UnauthorisedDialog({ onClose }: OverlayProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={UNAUTHORISED_TEXT.title}
      width={450}
      describedBy="yuno-unauthorised-message"
      footer={<Button onClick={onClose}>{UNAUTHORISED_TEXT.close}</Button>}
    >
      <p id="yuno-unauthorised-message" className="yuno-overlay__message">
        {UNAUTHORISED_TEXT.message}
      </p>
    </Dialog>
  );
}
