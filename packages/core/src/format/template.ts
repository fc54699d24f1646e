/** Fill `{name}` placeholders; unknown names stay as written so a gap is visible, not blank. */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, key)) return match;
    const value = params[key];
    return value === null || value === undefined ? '' : String(value);
  });
}
