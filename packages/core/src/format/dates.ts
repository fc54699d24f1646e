/** Date formats of the spec: 'Mon DD YYYY' and 'Day, Mon D, YYYY', in the viewer's time zone. */
import { dateFormat } from './formatters';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone; defaults to the viewer's. */
  timeZone?: string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parse a date; 'YYYY-MM-DD' is a local calendar date (new Date() would read it as UTC). */
export function toDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') {
    const d = new Date(input);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text) return null;
  const m = DATE_ONLY.exec(text);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of dateFormat('en-US', { ...options, timeZone }).formatToParts(date)) {
    out[p.type] = p.value;
  }
  return out;
}

/** 'Mon DD YYYY', e.g. 'Jan 05 2026'. Invalid input gives ''. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const d = toDate(input);
  if (!d) return '';
  const p = parts(d, { year: 'numeric', month: 'short', day: '2-digit' }, options.timeZone);
  return `${p.month} ${p.day} ${p.year}`;
}

/** 'Day, Mon D, YYYY', e.g. 'Mon, Jan 5, 2026'. Invalid input gives ''. */
export function formatLongDate(input: DateInput, options: DateFormatOptions = {}): string {
  const d = toDate(input);
  if (!d) return '';
  const p = parts(d, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }, options.timeZone);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

export interface CalendarBlock {
  day: string;
  date: string;
  month: string;
}

/** The batch card's calendar block: { day: 'Mon', date: '5', month: 'Jan' }. */
export function calendarBlock(input: DateInput, options: DateFormatOptions = {}): CalendarBlock {
  const d = toDate(input);
  if (!d) return { day: '', date: '', month: '' };
  const p = parts(d, { weekday: 'short', month: 'short', day: 'numeric' }, options.timeZone);
  return { day: p.weekday, date: p.day, month: p.month };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local calendar date as 'YYYY-MM-DD'. */
export function toISODate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Tomorrow in the viewer's time zone as 'YYYY-MM-DD' (the batch list's enrollment_request_date). */
export function tomorrowISO(now: Date = new Date()): string {
  // Calendar arithmetic, not +24 h, so DST days and month ends land on the right date.
  return toISODate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** Now plus `minutes` (a new class defaults to now + 5 minutes). */
export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** '1 week' or 'N weeks'. */
export function weeksLabel(n: number): string {
  return n === 1 ? '1 week' : `${n} weeks`;
}
