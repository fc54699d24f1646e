import { describe, expect, it } from 'vitest';
import { readSuggestions, suggestionGroups } from './suggestions';

const stateOf = (href: string) => JSON.parse(new URLSearchParams(href.split('?')[1]).get('state')!);

describe('suggestionGroups', () => {
  const groups = suggestionGroups(
    readSuggestions({
      course: [
        { title: 'IELTS Academic Intensive', imageurl: '', course_url: '/ielts/courses/academic/', duration_weeks: 8 },
        { title: 'Bad link', imageurl: '', course_url: 'javascript:alert(1)', duration_weeks: 2 },
      ],
      category: [
        { name: 'IELTS', id: 101, category_id: 101, course_count: 12, categorySlug: 'ielts' },
        { name: 'Empty', id: 150, category_id: 150, course_count: 0, categorySlug: 'empty' },
      ],
      sub_category: [
        {
          name: 'IELTS Academic',
          id: 1001,
          category_id: 101,
          course_count: 3,
          categorySlug: 'ielts-academic',
          parent_cat_slug: 'ielts',
          parent_cat_id: 101,
          parent_cat_name: 'IELTS',
          category_level_1: 1001,
        },
        {
          name: 'Speaking',
          id: 2001,
          category_id: 101,
          course_count: 2,
          categorySlug: 'ielts',
          parent_cat_slug: 'ielts-academic',
          parent_cat_id: 1001,
          parent_cat_name: 'IELTS Academic',
          category_level_1: 1001,
        },
      ],
    }),
  );

  it('groups course, category and sub-category suggestions', () => {
    expect(groups.map((g) => g.label)).toEqual(['Courses', 'Categories', 'Sub-categories']);
  });

  it('opens a course at its url and drops one whose url is unsafe', () => {
    expect(groups[0].options).toEqual([{ id: 'course-0', label: 'IELTS Academic Intensive', description: '8 weeks', href: '/ielts/courses/academic/' }]);
  });

  it('starts a search with the default state and the category for a category with courses', () => {
    expect(groups[1].options.map((o) => o.label)).toEqual(['IELTS']);
    const href = groups[1].options[0].href;
    expect(href.startsWith('/search/?state=')).toBe(true);
    expect(stateOf(href)).toMatchObject({ category: [101], limit: 20, offset: 0, price: { code: 'INR', min: 0, max: 120000 } });
  });

  it('shows at most 4 courses, 3 categories and 3 sub-categories', () => {
    const many = (n: number, make: (i: number) => object) => Array.from({ length: n }, (_, i) => make(i));
    const shown = suggestionGroups(
      readSuggestions({
        course: many(8, (i) => ({ title: `Course ${i}`, course_url: `/c/${i}/` })),
        category: many(5, (i) => ({ name: `Cat ${i}`, id: i + 1, course_count: 2 })),
        sub_category: many(5, (i) => ({ name: `Sub ${i}`, id: i + 50, category_id: 1, course_count: 1 })),
      }),
    );
    expect(shown.map((g) => g.options.length)).toEqual([4, 3, 3]);
  });

  it('reads junk as no suggestions', () => {
    expect(suggestionGroups(readSuggestions('junk'))).toEqual([]);
    expect(suggestionGroups(readSuggestions({ course: [null, 5, { title: 'No link' }] }))).toEqual([]);
  });

  it('searches a sub-category under its top-level category, at level 1 or level 2', () => {
    expect(stateOf(groups[2].options[0].href)).toMatchObject({ category: [101], category_level_1: [1001], category_level_2: [] });
    expect(stateOf(groups[2].options[1].href)).toMatchObject({ category: [101], category_level_1: [1001], category_level_2: [2001] });
  });
});
