import { describe, expect, it } from 'vitest';
import { validateCourseCardProps } from './props';

describe('validateCourseCardProps', () => {
  it('accepts a positive whole course id', () => {
    expect(validateCourseCardProps({ courseId: 1001 })).toBeNull();
  });
  it('accepts card data without an id', () => {
    expect(validateCourseCardProps({ course: { title: 'X' } })).toBeNull();
  });
  it('refuses neither', () => {
    expect(validateCourseCardProps({})).toBe('Give it a "courseId" or the "course" data.');
  });
  it.each([0, -3, 2.5])('refuses the id %s', (courseId) => {
    expect(validateCourseCardProps({ courseId })).toBe('The "courseId" property must be a positive whole number.');
  });
});
