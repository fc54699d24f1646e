/**
 * Copy to the clipboard with the spec's 1 s toast 'Copy to clipboard'. Falls back to the
 * old selection command where the Clipboard API is missing or refused.
 */
import { ERROR_MESSAGES, TOAST_DURATION_MS, TOAST_MESSAGES, toast } from '@yuno/core';

function legacyCopy(text: string, field: HTMLInputElement | null): boolean {
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
  if (!copied) copied = legacyCopy(text, field);
  if (copied) toast(TOAST_MESSAGES.copy, 'success', TOAST_DURATION_MS.copy);
  else toast(ERROR_MESSAGES.common.trim(), 'danger', TOAST_DURATION_MS.error);
  return copied;
}
