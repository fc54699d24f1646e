import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Dialog } from '@yuno/ui';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** A destructive action (its button is red). */
  danger?: boolean;
}

/** A dialog holding one form; Enter in a field submits it, like the footer button. */
export function FormDialog({ title, submitLabel, submitting, onClose, onSubmit, children, danger }: FormDialogProps) {
  const formId = `yuno-dt-form-${useId().replace(/:/g, '')}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={danger ? 450 : 500}
      // A confirmation's form holds only its question: that text describes the dialog.
      describedBy={danger ? formId : undefined}
      footer={[
        <Button key="cancel" variant="secondary" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={submitting}>
          {submitLabel}
        </Button>,
      ]}
    >
      <form
        id={formId}
        className="yuno-dt-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
