import { describe, expect, it } from 'vitest';
import { ALL_DAYS, ALL_TIMES, DAY_OPTIONS, TIME_OPTIONS, allDaysAndTimes, applyClassDaysTime, isUnfiltered, selectionFor } from './classDaysTime';

describe("'Class Days & Time' options", () => {
  it('offers Sun to Fri (Sat not displayed) and Morning, Evening, Night (Afternoon not displayed)', () => {
    expect(DAY_OPTIONS.map((d) => d.label)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(TIME_OPTIONS.map((t) => `${t.label} ${t.range}`)).toEqual(['Morning 6-12', 'Evening 4-8', 'Night 8-11']);
  });

  it('counts all seven days and all four times as "all"', () => {
    expect(ALL_DAYS).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(ALL_TIMES).toEqual(['morning', 'afternoon', 'evening', 'night']);
    expect(allDaysAndTimes()).toEqual({ days: [...ALL_DAYS], times: [...ALL_TIMES] });
  });
});

describe('applying the filter', () => {
  it('resets an empty selection to all seven days and all four times', () => {
    expect(applyClassDaysTime({ days: [], times: [] })).toEqual({ days: [...ALL_DAYS], times: [...ALL_TIMES] });
  });

  it('keeps all times when only days are chosen', () => {
    expect(applyClassDaysTime({ days: ['wed', 'mon'], times: [] })).toEqual({ days: ['mon', 'wed'], times: [...ALL_TIMES] });
  });

  it('keeps all days when only times are chosen', () => {
    expect(applyClassDaysTime({ days: [], times: ['night', 'morning'] })).toEqual({
      days: [...ALL_DAYS],
      times: ['morning', 'night'],
    });
  });

  it('keeps both when both are chosen, and drops unknown values', () => {
    expect(applyClassDaysTime({ days: ['fri', 'caturday'], times: ['evening', 'tea-time'] })).toEqual({
      days: ['fri'],
      times: ['evening'],
    });
    expect(applyClassDaysTime({ days: ['caturday'], times: [] })).toEqual(allDaysAndTimes());
  });

  it('tells the unfiltered state apart and shows it with nothing ticked', () => {
    expect(isUnfiltered(allDaysAndTimes())).toBe(true);
    expect(isUnfiltered({ days: ['mon'], times: [...ALL_TIMES] })).toBe(false);
    expect(selectionFor(allDaysAndTimes())).toEqual({ days: [], times: [] });
    expect(selectionFor({ days: ['mon'], times: [...ALL_TIMES] })).toEqual({ days: ['mon'], times: [] });
  });
});
