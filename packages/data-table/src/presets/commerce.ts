/**
 * Payments and enrolments. Status values are not given by the
 * spec beyond the tags it names, so the status filters offer those tags.
 */
import { PAGE_SIZE } from '@yuno/core';
import type { FilterConfig, TableConfig } from '../config/types';
import { col } from '../config/columns';

const statusFilter = (statuses: readonly string[]): FilterConfig => ({
  id: 'status',
  label: 'Status',
  type: 'select',
  param: 'status',
  options: [{ value: '', label: 'All' }, ...statuses.map((s) => ({ value: s, label: s }))],
});

export const payments: TableConfig = {
  id: 'payments',
  title: 'Payments',
  view: {
    caption: 'Payments',
    route: 'payments',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.default,
    columns: [
      col('receipt', 'Receipt', 'text', 'receipt', { fixed: true }),
      col('learner', 'Learner', 'user', 'learner.name', { extra: 'learner.image' }),
      col('course', 'Course', 'text', 'course.title'),
      col('amount', 'Amount', 'money', 'amount'),
      col('status', 'Status', 'status', 'status'),
      col('date', 'Date', 'datetime', 'created_at'),
      col('link', 'Payment link', 'copy', 'short_url'),
    ],
    filters: [statusFilter(['PAID', 'ISSUED', 'FAILED', 'EXPIRED'])],
  },
};

export const enrollments: TableConfig = {
  id: 'enrollments',
  title: 'Enrollments',
  view: {
    caption: 'Enrollments',
    route: 'enrollments',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.default,
    columns: [
      col('learner', 'Learner', 'user', 'learner.name', { extra: 'learner.image', fixed: true }),
      col('course', 'Course', 'text', 'course.title'),
      col('batch', 'Batch', 'text', 'batch.name'),
      col('instructor', 'Instructor', 'text', 'instructor.name'),
      col('status', 'Status', 'status', 'status'),
      col('attendance', 'Attendance', 'progress', 'attendance.percentage'),
      col('enrolled', 'Enrolled on', 'date', 'enrolled_on'),
      col('ends', 'Ends on', 'date', 'ends_on'),
    ],
    filters: [statusFilter(['ACTIVE', 'INACTIVE', 'EXPIRED'])],
  },
};
