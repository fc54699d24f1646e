/** Upcoming classes (list, delete) and demo classes (list, enrol). */
import { CLASS_TABS, classesByTab, demoClasses, upcomingClasses, type ClassTab } from '../fixtures/classes';
import { learnerCourses, LEARNER_COURSE_TABS, type LearnerCourseTab } from '../fixtures/learnerCourses';
import { DEMO_INSTRUCTOR_ID } from '../fixtures/people';
import { demoUserById, demoUsers } from '../fixtures/users';
import { bodyError, created, noData, ok } from '../envelope';
import { bodyOf, GET, input, num, paginate, POST, type RouteCall, type RouteDef } from './shared';

export const NO_CLASSES = "You haven't schedule any class yet.";
export const NO_CLASSES_FOR_LEARNER = "Once your instructor schedules a class, it will show up here and you'll be sent a notification.";
export const NOT_ENROLLED = 'Explore our course catalog';
/** A class's detail page, once the class is gone (deleted, or never there). */
export const NO_CLASS = 'This class is no longer scheduled.';

/** An upcoming class of the demo instructor or learner that no one has deleted, by id. */
const upcomingClass = (call: RouteCall, id: number) =>
  [DEMO_INSTRUCTOR_ID, demoUsers.learner.id].flatMap((userId) => upcomingClasses(userId, call.now)).find((c) => c.id === id && !call.state.deletedClassIds.has(id));

export const classRoutes = {
  upcomingClasses: {
    methods: GET,
    handle: (call) => {
      const classes = upcomingClasses(num(call.params.userId), call.now).filter((c) => !call.state.deletedClassIds.has(c.id));
      const page = paginate(classes, input(call, 'limit'), input(call, 'offset'));
      return page.total === 0 ? noData(NO_CLASSES) : ok(page.items, { count: page.total });
    },
  },
  homeClasses: {
    methods: GET,
    handle: (call) => {
      const userId = num(call.params.userId);
      const tab = String(call.params.tab) as ClassTab;
      if (!CLASS_TABS.includes(tab)) return bodyError(400, `Unknown tab "${tab}"`);
      const classes = classesByTab(userId, tab, call.now).filter((c) => !call.state.deletedClassIds.has(c.id));
      const page = paginate(classes, input(call, 'limit'), input(call, 'offset'));
      // The server words it for the reader: an instructor schedules classes, a learner waits for them.
      const empty = demoUserById(userId)?.info?.role === 'Instructor' ? NO_CLASSES : NO_CLASSES_FOR_LEARNER;
      return page.total === 0 ? noData(empty) : ok(page.items, { count: page.total });
    },
  },
  learnerCourses: {
    methods: GET,
    handle: (call) => {
      const tab = String(call.params.tab) as LearnerCourseTab;
      if (!LEARNER_COURSE_TABS.includes(tab)) return bodyError(400, `Unknown tab "${tab}"`);
      const page = paginate(learnerCourses(num(call.params.userId), tab, call.now), input(call, 'limit'), input(call, 'offset'));
      return page.total === 0 ? noData(NOT_ENROLLED) : ok(page.items, { count: page.total });
    },
  },
  deleteClass: {
    methods: ['DELETE', 'POST'],
    handle: (call) => {
      const id = num(call.params.classId);
      if (!upcomingClass(call, id)) return bodyError(404, 'Class not found');
      call.state.deletedClassIds.add(id);
      return ok({ id }, { message: 'Class successfully deleted' });
    },
  },
  classDetail: {
    methods: GET,
    handle: (call) => {
      const found = upcomingClass(call, num(call.params.classId));
      return found ? ok(found) : noData(NO_CLASS);
    },
  },
  demoClasses: {
    methods: GET,
    handle: (call) => {
      const userId = num(call.params.userId);
      const all = demoClasses(call.now).map((c) => ({ ...c, is_enrolled: call.state.demoEnrolments.has(`${userId}:${c.id}`) }));
      // An instructor sees their own demo classes; anyone else sees those open to join.
      const own = all.filter((c) => c.instructor.id === userId);
      const page = paginate(own.length > 0 ? own : all, input(call, 'limit'), input(call, 'offset'));
      return page.total === 0 ? noData('No demo classes found') : ok(page.items, { count: page.total });
    },
  },
  enrollDemoClass: {
    methods: POST,
    handle: (call) => {
      const body = bodyOf(call);
      const classId = num(body.class_id);
      const userId = num(body.user_id);
      const demo = demoClasses(call.now).find((c) => c.id === classId);
      if (!demo) return bodyError(404, 'Demo class not found');
      if (!userId) return bodyError(401, 'Unauthorized');
      call.state.demoEnrolments.add(`${userId}:${classId}`);
      return created({ class_id: classId, user_id: userId, is_enrolled: true }, 'You have successfully enrolled');
    },
  },
} satisfies Record<string, RouteDef>;
