/**
 * Copies text. The async clipboard needs a secure context and permission; the fallback
 * selects the given field and uses the copy command, which works inside a shadow root too.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    try {
      field.select();
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
