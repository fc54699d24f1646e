import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '../fixtures/categories';
import { courses } from '../fixtures/courses';
import { call } from '../test-support/call';

const search = (payload: Record<string, unknown>) => call('POST', 'v4/courses/search', { body: payload });
const titles = (data: unknown) => (data as Array<{ title: string }>).map((c) => c.title);

describe('course suggestions', () => {
  it('answers empty lists for 2 characters or fewer', () => {
    for (const text of ['', 'i', 'ie']) {
      const { body } = call('GET', 'v4/courses/suggestions', { query: { text } });
      expect(body).toMatchObject({ code: 200, data: { course: [], category: [], sub_category: [] } });
    }
  });

  it('matches course titles and category names case-insensitively', () => {
    const { body } = call('GET', 'v4/courses/suggestions', { query: { text: 'iElTs' } });
    const data = body.data as { course: Array<Record<string, unknown>>; category: Array<Record<string, unknown>>; sub_category: Array<Record<string, unknown>> };
    expect(data.course.length).toBeGreaterThan(0);
    expect(data.course.every((c) => String(c.title).toLowerCase().includes('ielts'))).toBe(true);
    expect(data.course[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        imageurl: expect.stringMatching(/^\/mock-assets\//),
        course_url: expect.any(String),
        duration_weeks: expect.any(Number),
      }),
    );
    expect(data.category).toEqual([expect.objectContaining({ name: 'IELTS', id: 101, category_id: 101, categorySlug: 'ielts', course_count: 9 })]);
    expect(data.sub_category[0]).toEqual(
      expect.objectContaining({
        name: 'IELTS Academic',
        parent_cat_slug: 'ielts',
        parent_cat_id: 101,
        parent_cat_name: 'IELTS',
        category_level_1: expect.any(Number),
      }),
    );
  });

  it('finds categories by name and nothing for unknown text', () => {
    const spoken = call('GET', 'v4/courses/suggestions', { query: { text: 'python' } }).body.data as { category: Array<{ name: string }> };
    expect(spoken.category.map((c) => c.name)).toEqual(['Python Programming']);
    const none = call('GET', 'v4/courses/suggestions', { query: { text: 'zzzz' } }).body;
    expect(none).toMatchObject({ code: 200, data: { course: [], category: [], sub_category: [] } });
  });
});

describe('course search', () => {
  it('returns a page of course cards and the total as count', () => {
    const { status, body } = search({ limit: 20, offset: 0 });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.count).toBe(courses.length);
    expect(body.data).toHaveLength(20);
    const card = (body.data as Array<Record<string, any>>)[0];
    expect(card).toMatchObject({
      id: expect.any(Number),
      url: expect.any(String),
      title: expect.any(String),
      category: { name: expect.any(String) },
      academy: { id: expect.any(Number), name: expect.any(String), logo_url: { url: expect.stringMatching(/^\/mock-assets\//) } },
      price: { list_price: { currency: { symbol: '₹' }, exclusive_tax: expect.any(Number), tax: { type: 'GST' } }, live_hours: expect.any(Number) },
      duration: { value: expect.any(Number) },
      instructors: { mapped_instructor_count: expect.any(Number), mapped_instructors: expect.any(Array) },
      cta: { url: '/checkout/' },
    });
    expect(card.personalizations.map((p: { name: string }) => p.name)).toEqual(['Group', '1-to-1']);
  });

  it('pages with limit and offset without overlap', () => {
    const first = search({ limit: 20, offset: 0 }).body;
    const last = search({ limit: 20, offset: 60 }).body;
    expect(last.data).toHaveLength(courses.length - 60);
    expect(last.count).toBe(courses.length);
    const firstIds = (first.data as Array<{ id: number }>).map((c) => c.id);
    expect((last.data as Array<{ id: number }>).some((c) => firstIds.includes(c.id))).toBe(false);
  });

  it('filters by text across title, category and academy', () => {
    expect(titles(search({ text: 'python' }).body.data)).toEqual(expect.arrayContaining(['Python for Kids: Games and Logic', 'Data Analytics with Python and SQL']));
    // Title matches come first.
    expect(titles(search({ text: 'excel' }).body.data)[0]).toMatch(/Excel/);
    expect(search({ text: 'ledger' }).body.count).toBe(courses.filter((c) => c.academy.slug === 'ledger-and-co').length);
  });

  it('filters by category id or slug, and by sub-category levels', () => {
    const ielts = categoryBySlug('ielts')!;
    const byId = search({ category: [ielts.id] }).body;
    const bySlug = search({ category: ['ielts'] }).body;
    expect(byId.count).toBe(9);
    expect(bySlug.count).toBe(9);
    const academic = ielts.children.find((c) => c.name === 'IELTS Academic')!;
    const writing = academic.children.find((c) => c.name === 'Writing')!;
    expect(search({ category: [ielts.id], category_level_1: [academic.id] }).body.count).toBe(courses.filter((c) => c.sub.id === academic.id).length);
    expect(titles(search({ category: [ielts.id], category_level_2: [writing.id] }).body.data)).toEqual(['IELTS Writing Task 1 and 2 Masterclass']);
  });

  it('filters by personalization, availability, duration, price and academy', () => {
    const oneToOne = search({ personalization: ['one_to_one'], limit: 100 }).body;
    expect(oneToOne.count).toBe(courses.filter((c) => c.personalization.includes('1-1')).length);
    const night = search({ availability: ['night'], limit: 100 }).body;
    expect(night.count).toBe(courses.filter((c) => c.hasBatches && c.category.group !== 'learning-for-kids').length);
    const short = search({ week_duration: { min: 0, max: 2 }, limit: 100 }).body.data as Array<{ duration: { value: number } }>;
    expect(short.every((c) => c.duration.value <= 2)).toBe(true);
    const free = search({ price: { code: 'INR', min: 0, max: 0 }, limit: 100 }).body;
    expect(free.count).toBe(courses.filter((c) => c.payment === 'free').length);
    const academy = search({ academies: [307], limit: 100 }).body.data as Array<{ academy: { id: number } }>;
    expect(academy.every((c) => c.academy.id === 307)).toBe(true);
  });

  it('answers code 204 with an empty list and a message when nothing matches', () => {
    const { status, body } = search({ text: 'underwater basket weaving' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 204, message: 'No courses found', data: [] });
  });
});

describe('course filters', () => {
  type Def = {
    filter: string;
    ui_control_type: string;
    min: number;
    max: number;
    currency: { symbol: string };
    items: Array<{ id: number | string; slug: string; count: number; parent_id: number | string; level?: number }>;
  };
  const filters = (payload: Record<string, unknown>) => call('POST', 'v4/courses/filters', { body: payload }).body.data as Def[];

  it('defines category tree, checkboxes and sliders', () => {
    const defs = filters({});
    expect(defs.map((d) => d.filter)).toEqual(['category', 'availability', 'personalization', 'academies', 'week_duration', 'price']);
    const byKey = Object.fromEntries(defs.map((d) => [d.filter, d]));
    expect(byKey.week_duration).toMatchObject({ ui_control_type: 'SLIDER', min: 0, max: 24 });
    expect(byKey.price).toMatchObject({ ui_control_type: 'SLIDER', min: 0, max: 120000, currency: { symbol: '₹' } });
    expect(byKey.personalization.items.map((i) => i.slug)).toEqual(['one_to_many', 'one_to_one']);
    expect(new Set(byKey.category.items.map((i) => i.level))).toEqual(new Set([0, 1, 2]));
    const ielts = byKey.category.items.find((i) => i.slug === 'ielts')!;
    expect(ielts).toMatchObject({ count: 9, parent_id: 0 });
  });

  it('counts follow the text and category asked for', () => {
    const byKey = (defs: Def[]) => Object.fromEntries(defs.map((d) => [d.filter, d]));
    const withText = byKey(filters({ text: 'spoken' }));
    expect(withText.category.items.find((i) => i.slug === 'english-speaking')!.count).toBe(3);
    expect(withText.category.items.find((i) => i.slug === 'ielts')!.count).toBe(0);
    const inIelts = byKey(filters({ category: [101] }));
    const groupCount = inIelts.personalization.items.find((i) => i.slug === 'one_to_many')!.count;
    expect(groupCount).toBe(courses.filter((c) => c.category.id === 101 && c.personalization.includes('1-Many')).length);
  });
});
