import { describe, expect, it } from 'vitest';
import { courseById } from '@yuno/mock-api';
import { coursePageFields, DEFAULT_COURSE_ID, fillPage } from './coursePage';
import { escapeHtml } from './html';

const at = (query: string) => coursePageFields(new URL(`http://demo.test/course/${query}`));

describe('the course page', () => {
  it('shows the course its address names', () => {
    const course = courseById(1002)!;
    expect(at('?course_id=1002')).toEqual({ courseId: 1002, title: course.title, topic: `${course.category.name} · ${course.sub.name}` });
  });

  it.each([[''], ['?course_id='], ['?course_id=abc'], ['?course_id=-3'], ['?course_id=1.5'], ['?course_id=1e30']])(
    'without a usable id (%s) shows the first course',
    (query) => {
      expect(at(query)).toMatchObject({ courseId: DEFAULT_COURSE_ID, title: courseById(DEFAULT_COURSE_ID)!.title });
    },
  );

  it('hands an unknown id on to the widgets, titled as not found', () => {
    expect(at('?course_id=999999')).toEqual({ courseId: 999999, title: 'Course not found', topic: '' });
  });
});

describe('filling a page', () => {
  it("puts the course page's course in, its title as text; other pages are left as they are", () => {
    const url = new URL('http://demo.test/course/?course_id=1002');
    const filled = fillPage('course.html', url, '<h1>{{courseTitle}}</h1><div data-yuno-props=\'{"courseId":{{courseId}}}\'></div>');
    expect(filled).toBe(`<h1>${escapeHtml(courseById(1002)!.title)}</h1><div data-yuno-props='{"courseId":1002}'></div>`);
    expect(fillPage('home.html', url, '<p>{{courseId}}</p>')).toBe('<p>{{courseId}}</p>');
  });
});
