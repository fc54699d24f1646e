import { describe, expect, it } from 'vitest';
import { afterEnrolPath, demoEnrolPayload } from './demoEnrol';

describe('demo class enrolment', () => {
  it('sends class_id, instructor_id, user_id, start_date, end_date, class_title, class_description', () => {
    const row = {
      id: 8002,
      title: 'Spoken English: first conversation',
      description: 'A free 45-minute live demo class.',
      start_date: '2026-01-06T10:00:00',
      end_date: '2026-01-06T10:45:00',
      instructor: { id: 5017, full_name: 'Kavya' },
    };
    expect(demoEnrolPayload(row, 4101)).toEqual({
      class_id: 8002,
      instructor_id: 5017,
      user_id: 4101,
      start_date: '2026-01-06T10:00:00',
      end_date: '2026-01-06T10:45:00',
      class_title: 'Spoken English: first conversation',
      class_description: 'A free 45-minute live demo class.',
    });
  });

  it('reads a broken row as empty values rather than failing', () => {
    expect(demoEnrolPayload('oops', 4101)).toEqual({
      class_id: 0,
      instructor_id: 0,
      user_id: 4101,
      start_date: '',
      end_date: '',
      class_title: '',
      class_description: '',
    });
  });

  it('goes to /sign-up only when the sign-up flag is pending', () => {
    expect(afterEnrolPath('pending')).toBe('/sign-up');
    expect(afterEnrolPath('completed')).toBeNull();
    expect(afterEnrolPath(null)).toBeNull();
  });
});
