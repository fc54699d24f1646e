import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuery as buildRequestQuery } from '@yuno/core';
import { batchesQuery, buildBatchesRequest } from './batchesRequest';

afterEach(() => {
  vi.useRealTimers();
});

function withTimeZone(zone: string, run: () => void) {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('batches request', () => {
  it('asks for upcoming, enrollable batches from tomorrow, for every day and time by default', () => {
    const request = buildBatchesRequest({ userId: 4101, courseId: 1027, limit: 20, offset: 0, now: new Date(2026, 2, 1, 10) });
    expect(request).toEqual({
      user_id: 4101,
      course_id: 1027,
      active_batch: 'upcoming',
      enrollment_request_date: '2026-03-02',
      batch_days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      batch_time: ['morning', 'afternoon', 'evening', 'night'],
      only_enrollable: true,
      limit: 20,
      offset: 0,
    });
  });

  it('carries the applied filter, limit and offset', () => {
    const request = buildBatchesRequest({
      userId: 0,
      courseId: 1001,
      limit: 4,
      offset: 8,
      filter: { days: ['mon', 'wed'], times: ['evening'] },
      now: new Date(2026, 2, 1, 10),
    });
    expect(request).toMatchObject({ user_id: 0, batch_days: ['mon', 'wed'], batch_time: ['evening'], limit: 4, offset: 8 });
  });

  it('takes "tomorrow" from the clock, across the day boundary', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59, 59));
    expect(buildBatchesRequest({ userId: 1, courseId: 1, limit: 4, offset: 0 }).enrollment_request_date).toBe('2027-01-01');
    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 1));
    expect(buildBatchesRequest({ userId: 1, courseId: 1, limit: 4, offset: 0 }).enrollment_request_date).toBe('2027-01-02');
  });

  it('takes "tomorrow" in the viewer\'s time zone, not UTC', () => {
    vi.useFakeTimers();
    // 20:00 UTC on 5 Jan is already 6 Jan 01:30 in Kolkata but still 5 Jan in Los Angeles.
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 5, 20, 0)));
    withTimeZone('Asia/Kolkata', () => {
      expect(buildBatchesRequest({ userId: 1, courseId: 1, limit: 4, offset: 0 }).enrollment_request_date).toBe('2026-01-07');
    });
    withTimeZone('America/Los_Angeles', () => {
      expect(buildBatchesRequest({ userId: 1, courseId: 1, limit: 4, offset: 0 }).enrollment_request_date).toBe('2026-01-06');
    });
  });

  it('becomes a query string with comma-joined lists', () => {
    const request = buildBatchesRequest({
      userId: 4101,
      courseId: 1027,
      limit: 4,
      offset: 0,
      filter: { days: ['mon', 'wed'], times: ['morning', 'night'] },
      now: new Date(2026, 2, 1, 10),
    });
    expect(buildRequestQuery(batchesQuery(request))).toBe(
      '?user_id=4101&course_id=1027&active_batch=upcoming&enrollment_request_date=2026-03-02' +
        '&batch_days=mon%2Cwed&batch_time=morning%2Cnight&only_enrollable=true&limit=4&offset=0',
    );
  });
});
