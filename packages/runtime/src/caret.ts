/**
 * Focus and the caret across a swap of an input for another (a stand-in's for the real
 * component's): read before, put back on the new input with the same id after.
 */
export interface HeldCaret {
  root: Document | ShadowRoot;
  start: number | null;
  end: number | null;
}

/** Whether `input` has focus (in its document or shadow root). */
export const hasFocus = (input: HTMLInputElement | null): input is HTMLInputElement =>
  (input?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement === input;

/** Where the caret is in `input`, when it has focus (null otherwise), as it is about to be replaced. */
export function holdCaret(input: HTMLInputElement | null): HeldCaret | null {
  const root = input?.getRootNode() as Document | ShadowRoot | undefined;
  if (!input || root?.activeElement !== input) return null;
  // Removing it blurs it (in Chromium): that is not the person leaving the field.
  input.addEventListener('focusout', (event) => event.stopPropagation(), { once: true });
  return { root, start: input.selectionStart, end: input.selectionEnd };
}

/** Focus and the caret back on the input now called `id`. */
export function restoreCaret(held: HeldCaret | null, id: string): void {
  const input = held?.root.getElementById(id) as HTMLInputElement | null | undefined;
  input?.focus();
  input?.setSelectionRange(held!.start, held!.end);
}
