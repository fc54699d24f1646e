/**
 * While a modal dialog is open, everything outside it is inert and below it in the top
 * layer, so a toast shown by the page's ToastRegion would be hidden and not announced
 * (the spec's 1 s 'Copy to clipboard' toast fires inside the invite-link dialog). Each
 * open Dialog therefore offers a slot; the ToastRegion renders into the topmost one.
 */
type Listener = () => void;

const slots: HTMLElement[] = [];
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function registerToastSlot(el: HTMLElement): () => void {
  slots.push(el);
  notify();
  return () => {
    const i = slots.lastIndexOf(el);
    if (i >= 0) {
      slots.splice(i, 1);
      notify();
    }
  };
}

/** The slot of the topmost open dialog, or null. */
export function topToastSlot(): HTMLElement | null {
  return slots.length > 0 ? slots[slots.length - 1] : null;
}

export function subscribeToastSlots(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
