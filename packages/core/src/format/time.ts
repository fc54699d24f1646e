const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** '18:30' → '6:30 PM'. Text that is not a 24-hour time is returned as given. */
export function to12Hour(time: string): string {
  const text = typeof time === 'string' ? time.trim() : '';
  const m = TIME.exec(text);
  if (!m) return text;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return text;
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${m[2]} ${suffix}`;
}

/** 'HH:MM' → minutes after midnight, or null. */
export function timeToMinutes(time: string): number | null {
  const m = typeof time === 'string' ? TIME.exec(time.trim()) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}
