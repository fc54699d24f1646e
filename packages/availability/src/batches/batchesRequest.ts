/** The batch list request (spec 2 §3 "Batches request"). */
import { ACTIVE_BATCH_UPCOMING, tomorrowISO, type BatchesRequest } from '@yuno/core';
import { allDaysAndTimes, type ClassDaysTime } from '../filters/classDaysTime';

export interface BatchesRequestInput {
  userId: number;
  courseId: number;
  limit: number;
  offset: number;
  /** Defaults to every day and time. */
  filter?: ClassDaysTime;
  /** The viewer's clock; "tomorrow" is taken in their time zone. */
  now?: Date;
}

export function buildBatchesRequest({ userId, courseId, limit, offset, filter = allDaysAndTimes(), now = new Date() }: BatchesRequestInput): BatchesRequest {
  return {
    user_id: userId,
    course_id: courseId,
    active_batch: ACTIVE_BATCH_UPCOMING,
    enrollment_request_date: tomorrowISO(now),
    batch_days: [...filter.days],
    batch_time: [...filter.times],
    only_enrollable: true,
    limit,
    offset,
  };
}

/** As a query string object: the request helper joins the lists with commas. */
export const batchesQuery = (request: BatchesRequest): Record<string, unknown> => ({ ...request });
