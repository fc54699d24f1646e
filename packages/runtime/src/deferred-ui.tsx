/**
 * Dialogs and toasts in the browser bundles. Nothing shows one before someone acts, so their
 * code (the `ui-dialog` part: Dialog, ToastRegion and their styles) is not in the runtime: a
 * page that renders a dialog fetches it when the person first presses a pointer or a key (see
 * when-acts.ts), and any page at its first dialog or toast if that comes sooner. The runtime hands `DeferredDialog` to the
 * widget bundles as `Dialog`; source, tests and the ESM library use the real one directly.
 */
import { useEffect, useState } from 'react';
import type { DialogProps } from '@yuno/ui';
import { ERROR_MESSAGES, TOAST_DURATION_MS, toast } from '@yuno/core';
import { whenPersonActs } from './when-acts';
import { importDialogPart } from './load-dialog-part';

export type DialogPart = Awaited<ReturnType<typeof importDialogPart>>;

let part: DialogPart | null = null;
let pending: Promise<DialogPart> | null = null;
/** Hooks waiting for the part: whoever fetches it, they all get it. */
const waiting = new Set<(loaded: DialogPart) => void>();

/** The part, fetched once; after a failure the next call tries again. */
export function loadDialogPart(): Promise<DialogPart> {
  pending ??= importDialogPart().then(
    (loaded) => {
      part = loaded;
      waiting.forEach((give) => give(loaded));
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The part once it is here: fetched at once when `needed`, else when the person first acts. */
export function useDialogPart(needed: boolean, onFailure?: () => void): DialogPart | null {
  const [ready, setReady] = useState<DialogPart | null>(part);
  useEffect(() => {
    if (ready) return undefined;
    if (part) return void setReady(part);
    let live = true;
    const give = (loaded: DialogPart) => live && setReady(loaded);
    waiting.add(give);
    let cancelPrefetch = () => {};
    if (needed) {
      loadDialogPart().catch(() => live && onFailure?.());
    } else {
      // A prefetch: its failure is reported by whoever needs the part next.
      cancelPrefetch = whenPersonActs(() => void loadDialogPart().catch(() => {}));
    }
    return () => {
      live = false;
      waiting.delete(give);
      cancelPrefetch();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The failure handler is read when it fails; a new one each render must not refetch.
  }, [needed, ready]);
  return ready;
}

/**
 * `Dialog` as the widget bundles see it. Closed, it renders nothing (as the real one does).
 * Open, it renders the real one with its styles beside it. Opened before the part is here,
 * it opens as soon as the part arrives, with focus still on the button that opened it; if
 * the part cannot be fetched, the person is told and the dialog counts as closed, so the
 * same button tries again.
 */
export function DeferredDialog(props: DialogProps) {
  const ready = useDialogPart(props.open, () => {
    toast(ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
    props.onClose();
  });
  if (!ready || !props.open) return null;
  return (
    <>
      <style>{ready.css}</style>
      <ready.Dialog {...props} />
    </>
  );
}

/** Forgets the part (tests). */
export function resetDialogPart(): void {
  part = null;
  pending = null;
  waiting.clear();
}
