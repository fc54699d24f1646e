import { describe, expect, it } from 'vitest';
import { parseProps } from '@yuno/runtime';
import { courseAvailabilityProps, validateCourseAvailability } from './props';

describe('course-availability props', () => {
  it('needs a course id, and takes it as a number or numeric text', () => {
    expect(parseProps({}, courseAvailabilityProps)).toEqual({ ok: false, message: 'The "courseId" property is required.' });
    expect(parseProps({ courseId: 'ielts' }, courseAvailabilityProps)).toEqual({
      ok: false,
      message: 'The "courseId" property must be a number.',
    });
    expect(parseProps({ courseId: '1001', other: 1 }, courseAvailabilityProps)).toEqual({ ok: true, props: { courseId: 1001 } });
  });

  it('refuses ids that cannot be a course', () => {
    expect(validateCourseAvailability({ courseId: 1001 })).toBeNull();
    expect(validateCourseAvailability({ courseId: 0 })).toMatch(/whole number above 0/);
    expect(validateCourseAvailability({ courseId: -4 })).toMatch(/whole number above 0/);
    expect(validateCourseAvailability({ courseId: 10.5 })).toMatch(/whole number above 0/);
  });
});
