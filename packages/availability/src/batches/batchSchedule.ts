/**
 * What a batch card shows about when the batch runs: the calendar block of its first class,
 * its start time and its class days. Dates are read in the viewer's time zone.
 */
import { CLASS_DAYS, calendarBlock, to12Hour, type Batch, type CalendarBlock } from '@yuno/core';

export interface ClassDayChip {
  label: string;
  available: boolean;
}

export interface BatchSchedule {
  calendar: CalendarBlock;
  /** '6:30 PM', or '' when the data has none. */
  startTime: string;
  /** Sun to Sat, each with whether the batch meets that day. */
  days: ClassDayChip[];
}

/** The first class: the display start when the server gives one, else the start date. */
function firstClass(batch: Batch): string {
  return batch.start_end.display_start.time || batch.starts_on;
}

export function batchSchedule(batch: Batch): BatchSchedule {
  const meets = new Set(batch.class_days.filter((d) => d.available).map((d) => d.day.trim().slice(0, 3).toLowerCase()));
  return {
    calendar: calendarBlock(firstClass(batch)),
    startTime: to12Hour(batch.class_time.start_time.time),
    days: CLASS_DAYS.map((d) => ({ label: d.label, available: meets.has(d.slug) })),
  };
}
