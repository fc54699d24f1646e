/**
 * Batch lists: the learner-facing list of a course (filtered by day and time of day),
 * and the instructor's view of their courses with upcoming and past batches.
 */
import { courseBatches, timeBucket, type TimeBucket } from '../fixtures/batches';
import { courseById } from '../fixtures/courses';
import { DAY_NAMES } from '../fixtures/dates';
import { instructorBatches, instructorCourses } from '../fixtures/instructorCourses';
import { noData, ok } from '../envelope';
import { bool, GET, input, list, num, paginate, str, type RouteDef } from './shared';

export const NO_BATCHES = "No batches are currently scheduled for this course. We'll update this section as soon as new slots become available.";

/**
 * The courses of an instructor teaching none (spec 1, "Empty-state messages": an instructor
 * teaching no course). Scheduling says the other one, that an organisation admin must allow it.
 */
export const NO_COURSE_MAPPED = "Once you are mapped to a course, you can connect to the organisation's virtual classroom.";

const DAY_SET = new Set<string>(DAY_NAMES.map((d) => d.toLowerCase()));
const BUCKET_SET = new Set(['morning', 'afternoon', 'evening', 'night']);

export const batchRoutes = {
  batches: {
    methods: GET,
    handle: (call) => {
      const course = courseById(num(input(call, 'course_id')));
      if (!course) return noData(NO_BATCHES);
      // Day names compare on their first three letters, any case: 'sun', 'Sunday', 'Sun'.
      const days = new Set(
        list(input(call, 'batch_days'))
          .map((d) => d.slice(0, 3).toLowerCase())
          .filter((d) => DAY_SET.has(d)),
      );
      const times = new Set(
        list(input(call, 'batch_time'))
          .map((t) => t.toLowerCase())
          .filter((t) => BUCKET_SET.has(t)),
      );
      const onlyEnrollable = bool(input(call, 'only_enrollable'), false);
      const requestDate = str(input(call, 'enrollment_request_date'));
      const found = courseBatches(course, call.now).filter(
        (b) =>
          (days.size === 0 || b.class_days.some((d) => d.available && days.has(d.day.toLowerCase()))) &&
          (times.size === 0 || times.has(timeBucket(b.class_time.start_time.time) as TimeBucket)) &&
          (!onlyEnrollable || b.is_enrollable) &&
          (!/^\d{4}-\d{2}-\d{2}$/.test(requestDate) || b.ends_on >= requestDate),
      );
      const page = paginate(found, input(call, 'limit'), input(call, 'offset'));
      if (page.total === 0) return noData(NO_BATCHES);
      // The spec's batch list reads its total as batch_count (not the usual count).
      return ok(page.items, { batch_count: page.total });
    },
  },
  instructorCourses: {
    methods: GET,
    handle: (call) => {
      const found = instructorCourses(num(call.params.userId), call.now);
      const page = paginate(found, input(call, 'limit'), input(call, 'offset'));
      if (page.total === 0) return noData(NO_COURSE_MAPPED);
      return ok(page.items, { count: page.total });
    },
  },
  courseBatches: {
    methods: GET,
    handle: (call) => {
      const course = courseById(num(call.params.courseId));
      const tab = call.params.tab === 'past' ? 'past' : call.params.tab === 'upcoming' ? 'upcoming' : null;
      if (!course || !tab) return noData('No batches found');
      // The cards' time-of-day filter (morning, afternoon, evening, night; none = any time).
      const times = new Set(
        list(input(call, 'batch_time'))
          .map((t) => t.toLowerCase())
          .filter((t) => BUCKET_SET.has(t)),
      );
      const found = instructorBatches(course, tab, call.now).filter((b) => times.size === 0 || times.has(timeBucket(b.class_time.start_time.time) ?? ''));
      // Instructor course cards page their batches 4 at a time.
      const page = paginate(found, input(call, 'limit'), input(call, 'offset'), 4);
      if (page.total === 0) return noData('No batches found');
      return ok(page.items, { count: page.total, batch_count: page.total });
    },
  },
} satisfies Record<string, RouteDef>;
