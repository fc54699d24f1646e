/**
 * Copy with the spec's confirmation: the toast 'Copy to clipboard' for 1 s. The Clipboard API
 * needs a secure context, permission and a focused page; where it is missing or refused, the
 * field (when there is one) is selected and the copy command tried. When both fail the person
 * is told, and the field stays selected so they can copy it themselves.
 */
import { ERROR_MESSAGES, TOAST_DURATION_MS, TOAST_MESSAGES, toast } from '@yuno/core';

export const COPY_FAILED_MESSAGE = "Couldn't copy automatically: the text is selected, copy it from there.";

function copyBySelection(field: HTMLInputElement | null): boolean {
  if (!field) return false;
  try {
    field.focus();
    field.select();
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export async function copyText(text: string, field: HTMLInputElement | null = null): Promise<boolean> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) copied = copyBySelection(field);
  if (copied) toast(TOAST_MESSAGES.copy, 'success', TOAST_DURATION_MS.copy);
  else toast(field ? COPY_FAILED_MESSAGE : ERROR_MESSAGES.common.trim(), 'danger', TOAST_DURATION_MS.error);
  return copied;
}
