/**
 * Tables for the generic data table: the instructor's learners, payments and enrolments.
 * Like every list, `data` is the page of rows and `count` the total. The envelope also
 * carries `columns` (with a cell `type` hint) and `filters` (options with counts), which
 * a table may use or ignore.
 */
import { allLearners, userRef } from '../fixtures/learnerPool';
import { instructorLearners, type LearnerRow } from '../fixtures/learners';
import { enrolmentRows, paymentRows, type EnrolmentRow, type PaymentRow } from '../fixtures/payments';
import type { SessionState } from '../state';
import { noData, ok } from '../envelope';
import { sessionGroups } from '../state';
import { sessionUser } from './user';
import { GET, input, list, matchesText, num, paginate, str, type RouteCall, type RouteDef } from './shared';

export interface TableColumn {
  field: string;
  label: string;
  type: 'text' | 'user' | 'progress' | 'tag' | 'copy' | 'date' | 'money' | 'link' | 'actions';
  sortable?: boolean;
}

interface TableFilter {
  filter: string;
  title: string;
  items: Array<{ label: string; slug: string; count: number }>;
  selected: string[];
}

const col = (field: string, label: string, type: TableColumn['type'] = 'text'): TableColumn => ({ field, label, type });

export const learnerColumns: TableColumn[] = [
  col('learner', 'Learner', 'user'),
  col('course.title', 'Course'),
  col('referrer', 'Referred by', 'user'),
  col('attendance.percentage', 'Attendance', 'progress'),
  col('batch.percentage', 'Batch progress', 'progress'),
  col('enrolled_on', 'Enrolled on', 'date'),
];

export const paymentColumns: TableColumn[] = [
  col('receipt', 'Receipt', 'copy'),
  col('learner', 'Learner', 'user'),
  col('course.title', 'Course'),
  col('amount', 'Amount', 'money'),
  col('status', 'Status', 'tag'),
  col('created_at', 'Date', 'date'),
  col('short_url', 'Payment link', 'copy'),
];

export const enrolmentColumns: TableColumn[] = [
  col('learner', 'Learner', 'user'),
  col('course.title', 'Course'),
  col('batch.name', 'Batch'),
  col('instructor.name', 'Instructor'),
  col('status', 'Status', 'tag'),
  col('attendance.percentage', 'Attendance', 'progress'),
  col('enrolled_on', 'Enrolled on', 'date'),
];

const LEARNER_TYPES: Record<string, LearnerRow['type'] | null> = { all: null, contacts: 'contact', referrals: 'referral' };

function statusFilter<T extends { status: string }>(rows: T[], statuses: string[], selected: string[]): TableFilter {
  return {
    filter: 'status',
    title: 'Status',
    items: statuses.map((s) => ({ label: s[0] + s.slice(1).toLowerCase(), slug: s, count: rows.filter((r) => r.status === s).length })),
    selected,
  };
}

/** Rows a user may see: admins all, org-admins their organisations', others their own. */
function visibleTo<T extends { learner: { id: number }; instructor: { id: number }; academy: { org_id: number } }>(
  state: SessionState,
  userId: number,
  rows: T[],
): T[] | null {
  const user = sessionUser(state, userId);
  if (!user) return null;
  switch (user.role) {
    case 'yuno-admin':
      return rows;
    case 'org-admin': {
      const active = user.current_state.org_id;
      const orgs = new Set(active ? [active] : user.org_id.map((o) => o.id));
      return rows.filter((r) => orgs.has(r.academy.org_id));
    }
    case 'Instructor':
      return rows.filter((r) => r.instructor.id === userId);
    default:
      return rows.filter((r) => r.learner.id === userId);
  }
}

/** Filters by status, course_id, payment_mode and search, then pages. */
function tableAnswer<T extends PaymentRow | EnrolmentRow>(call: RouteCall, all: T[] | null, statuses: string[], columns: TableColumn[], empty: string) {
  if (!all) return noData(empty);
  const wanted = list(input(call, 'status')).map((s) => s.toUpperCase());
  const courseId = num(input(call, 'course_id'));
  const mode = str(input(call, 'payment_mode'));
  const search = str(input(call, 'search') ?? input(call, 'text'));
  const rows = all.filter(
    (r) =>
      (wanted.length === 0 || wanted.includes(r.status)) &&
      (!courseId || r.course.id === courseId) &&
      (!mode || r.payment_mode === mode) &&
      matchesText(search, r.learner.name, r.learner.email, r.course.title, 'receipt' in r ? r.receipt : ''),
  );
  const page = paginate(rows, input(call, 'limit'), input(call, 'offset'));
  if (page.total === 0) return noData(empty);
  return ok(page.items, { count: page.total, columns, filters: [statusFilter(all, statuses, wanted)] });
}

export const tableRoutes = {
  learners: {
    methods: GET,
    handle: (call) => {
      const userId = num(call.params.userId);
      const tab = str(input(call, 'tab'), 'all').toLowerCase();
      if (tab === 'groups') {
        const groups = sessionGroups(call.state, userId, call.now);
        const page = paginate(groups, input(call, 'limit'), input(call, 'offset'));
        return page.total === 0 ? noData('No groups found') : ok(page.items, { count: page.total });
      }
      const type = LEARNER_TYPES[str(input(call, 'learner_type'), 'all').toLowerCase()] ?? null;
      const search = str(input(call, 'search') ?? input(call, 'text'));
      const all = instructorLearners(userId, call.now);
      const rows = all.filter((r) => (!type || r.type === type) && matchesText(search, r.learner.name, r.learner.email));
      const page = paginate(rows, input(call, 'limit'), input(call, 'offset'));
      if (page.total === 0) return noData('No learners found');
      const filters: TableFilter[] = [
        {
          filter: 'learner_type',
          title: 'By Learner Type',
          items: [
            { label: 'All', slug: 'all', count: all.length },
            { label: 'My Contacts', slug: 'contacts', count: all.filter((r) => r.type === 'contact').length },
            { label: 'My Referrals', slug: 'referrals', count: all.filter((r) => r.type === 'referral').length },
          ],
          selected: [type === 'contact' ? 'contacts' : type === 'referral' ? 'referrals' : 'all'],
        },
      ];
      return ok(page.items, { count: page.total, columns: learnerColumns, filters });
    },
  },
  learnerSuggestions: {
    methods: GET,
    handle: (call) => {
      const text = str(input(call, 'text') ?? input(call, 'search')).trim();
      // Like the course suggestions: nothing until more than 2 characters are typed.
      if (text.length <= 2) return ok([], { count: 0 });
      const instructorId = num(input(call, 'user_id'));
      const mine = instructorLearners(instructorId, call.now);
      const pool = mine.length > 0 ? mine.map((r) => r.learner) : allLearners.map(userRef);
      const found = pool.filter((u) => matchesText(text, u.name, u.email)).slice(0, 10);
      return ok(found, { count: found.length });
    },
  },
  payments: {
    methods: GET,
    handle: (call) =>
      tableAnswer(
        call,
        visibleTo(call.state, num(call.params.userId), paymentRows(call.now)),
        ['PAID', 'ISSUED', 'FAILED', 'EXPIRED'],
        paymentColumns,
        'No payments found',
      ),
  },
  enrollments: {
    methods: GET,
    handle: (call) =>
      tableAnswer(
        call,
        visibleTo(call.state, num(call.params.userId), enrolmentRows(call.now)),
        ['ACTIVE', 'INACTIVE', 'EXPIRED'],
        enrolmentColumns,
        'No enrollments found',
      ),
  },
} satisfies Record<string, RouteDef>;
