import { describe, it, expect } from 'vitest';
import { normaliseUserInfo, asRole } from './normaliseUser';
import { normaliseSuggestions, normaliseFilters } from './normaliseSearch';
import { normaliseCourseCard, normaliseCourse, normaliseCourseDetail, coursePrice } from './normaliseCourse';
import { normaliseBatch, normaliseBatches } from './normaliseBatch';
import { normaliseAvailabilityGrid } from './normaliseAvailability';

const XSS = '<img src=x onerror=alert(1)>';
const JS = 'javascript:alert(1)';

const hostileInputs: unknown[] = [undefined, null, 0, 'text', [], [1, 2], true, { a: { b: 1 } }, XSS];

describe('normalisers never throw', () => {
  it.each(hostileInputs.map((v) => [v]))('on %j', (raw) => {
    expect(() => normaliseUserInfo(raw)).not.toThrow();
    expect(() => normaliseSuggestions(raw)).not.toThrow();
    expect(() => normaliseFilters(raw)).not.toThrow();
    expect(() => normaliseCourseCard(raw)).not.toThrow();
    expect(() => normaliseCourse(raw)).not.toThrow();
    expect(() => normaliseCourseDetail(raw)).not.toThrow();
    expect(() => normaliseBatch(raw)).not.toThrow();
    expect(() => normaliseBatches(raw)).not.toThrow();
    expect(() => normaliseAvailabilityGrid(raw)).not.toThrow();
  });
});

describe('normaliseUserInfo', () => {
  const raw = {
    role: 'org-admin',
    account_status: 'active',
    is_signup_completed: 'pending',
    profile_img: JS,
    first_name: XSS,
    yuno_display_name: 42,
    email: { nested: true },
    has_org: 'true',
    org_id: [{ id: '7', name: 'Acme', image: 'https://img.test/a.png' }, 'junk', { id: 8, name: 9, image: 'data:x' }],
    current_state: { org_id: '7' },
  };

  it('coerces every field and sanitises URLs', () => {
    expect(normaliseUserInfo(raw)).toEqual({
      role: 'org-admin',
      account_status: 'active',
      is_signup_completed: 'pending',
      profile_img: '',
      first_name: XSS,
      yuno_display_name: '42',
      email: '',
      has_org: true,
      org_id: [
        { id: 7, name: 'Acme', image: 'https://img.test/a.png' },
        { id: 8, name: '9', image: '' },
      ],
      current_state: { org_id: 7 },
    });
  });

  it('returns null for non-objects and unknown roles', () => {
    expect(normaliseUserInfo(null)).toBeNull();
    expect(normaliseUserInfo([])).toBeNull();
    expect(normaliseUserInfo({ role: 'superuser' })).toBeNull();
    expect(normaliseUserInfo({})).toBeNull();
  });

  it('matches roles without regard to case and fills defaults', () => {
    expect(asRole('learner')).toBe('Learner');
    expect(asRole('YUNO-ADMIN')).toBe('yuno-admin');
    const u = normaliseUserInfo({ role: 'Instructor' })!;
    expect(u).toMatchObject({ role: 'Instructor', org_id: [], current_state: { org_id: 0 }, has_org: false, email: '' });
  });
});

describe('normaliseSuggestions', () => {
  it('keeps the three lists and sanitises course URLs', () => {
    const s = normaliseSuggestions({
      course: [{ title: XSS, course_url: JS, imageurl: 'https://img.test/c.png', duration_weeks: '6' }],
      category: [{ name: 'IELTS', id: 3, course_count: '12', categorySlug: 'ielts' }],
      sub_category: [{ name: 'Academic', id: 5, parent_cat_slug: 'ielts', parent_cat_id: 3, parent_cat_name: 'IELTS', category_level_1: 3 }],
    });
    expect(s.course).toEqual([{ title: XSS, course_url: '', imageurl: 'https://img.test/c.png', duration_weeks: 6 }]);
    expect(s.category).toEqual([{ name: 'IELTS', id: 3, course_count: 12, category_id: 3, categorySlug: 'ielts' }]);
    expect(s.sub_category[0]).toMatchObject({ name: 'Academic', parent_cat_slug: 'ielts', parent_cat_id: 3, category_level_1: 3 });
  });
  it('gives empty lists for a bad answer', () => {
    expect(normaliseSuggestions('x')).toEqual({ course: [], category: [], sub_category: [] });
    expect(normaliseSuggestions({ course: 'x', category: null })).toEqual({ course: [], category: [], sub_category: [] });
  });
});

describe('normaliseFilters', () => {
  it('fills every field and drops filters without a key', () => {
    const f = normaliseFilters([
      { filter: 'price', title: 'Price', ui_control_type: 'SLIDER', min: '0', max: 120000, currency: { symbol: '₹' } },
      { filter: 'category', title: 'Category', items: [{ id: 1, label: XSS, slug: 'a', count: '3', parent_id: 0 }, 5] },
      { title: 'No key' },
    ]);
    expect(f).toHaveLength(2);
    expect(f[0]).toEqual({
      filter: 'price',
      title: 'Price',
      items: [],
      is_active: false,
      ui_control_type: 'SLIDER',
      min: 0,
      max: 120000,
      currency: { symbol: '₹' },
      placeholder: '',
    });
    expect(f[1].items).toEqual([{ id: 1, label: XSS, slug: 'a', count: 3, parent_id: 0, interval: '', subtitle: '' }]);
  });
});

describe('normaliseCourseCard', () => {
  it('gives a complete card from an empty answer', () => {
    expect(normaliseCourseCard(undefined)).toEqual({
      id: 0,
      url: '',
      title: '',
      category: { name: '' },
      academy: { id: 0, name: '', logo_url: { url: '' } },
      // No price given: null (shown as no price), not 0 (which the cards show as 'Free').
      price: { list_price: { currency: { symbol: '' }, exclusive_tax: null, tax: { type: '' } }, live_hours: 0 },
      duration: { value: 0 },
      instructors: { mapped_instructor_count: 0, mapped_instructors: [] },
      personalizations: [],
      cta: { title: '', url: '' },
    });
  });

  it('sanitises every URL and keeps hostile text as text', () => {
    const card = normaliseCourseCard({
      id: '12',
      url: JS,
      title: XSS,
      category: { name: 'IELTS' },
      academy: { id: 4, name: 'Acme', logo_url: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } },
      price: { list_price: { currency: { symbol: '₹' }, exclusive_tax: '2999', tax: { type: 'GST' } }, live_hours: 24 },
      duration: { value: '8' },
      instructors: {
        mapped_instructors: [
          { full_name: 'A', image: { url: 'https://img.test/a.png' } },
          { full_name: 'B', image: { url: ' JaVaScRiPt:alert(1)' } },
        ],
      },
      personalizations: [{ name: 'Group', value: 'true', description: 'desc', max: 5 }, 'x'],
      cta: { title: 'Enroll', url: '/checkout/' },
    });
    expect(card.id).toBe(12);
    expect(card.url).toBe('');
    expect(card.title).toBe(XSS);
    expect(card.academy.logo_url.url).toBe('');
    expect(card.price.list_price.exclusive_tax).toBe(2999);
    expect(card.duration.value).toBe(8);
    expect(card.instructors.mapped_instructor_count).toBe(2);
    expect(card.instructors.mapped_instructors.map((i) => i.image.url)).toEqual(['https://img.test/a.png', '']);
    expect(card.personalizations).toEqual([{ name: 'Group', value: true, description: 'desc', max: 5 }]);
    expect(card.cta).toEqual({ title: 'Enroll', url: '/checkout/' });
  });
});

describe('course page', () => {
  it('normalises the course and reads its price', () => {
    const c = normaliseCourse({
      id: 9,
      title: 'IELTS',
      personalization: ['1-Many', '1-1', {}],
      mapped_instructors: [{ id: 1, name: 'N', image: JS, profile_url: '/profile/n' }],
      course_economics: [{ price: [{ price: '3499' }] }],
    });
    expect(c.personalization).toEqual(['1-Many', '1-1']);
    expect(c.mapped_instructors).toEqual([{ id: 1, name: 'N', image: '', profile_url: '/profile/n' }]);
    expect(coursePrice(c)).toBe(3499);
    expect(coursePrice(normaliseCourse(null))).toBe(0);
  });
  it('normalises the course detail', () => {
    expect(normaliseCourseDetail({ course_schedule_id: '77', title: 5 })).toEqual({ course_schedule_id: 77, title: '5' });
  });
});

describe('normaliseBatch', () => {
  it('fills nested fields and sanitises the instructor image', () => {
    const b = normaliseBatch({
      batch_id: '31',
      batch_name: XSS,
      start_end: { display_start: { time: '2026-01-05' } },
      class_time: { start_time: { time: '18:30' } },
      class_days: [{ day: 'Mon', available: 1 }, 'Tue', 7],
      price: '0',
      subscription: [{ label: '3 months', monthlycost: '1800', value: 5400, discount: '10' }],
      instructor: { full_name: 'Asha', image: { url: JS, alt_text: 'Asha' } },
    });
    expect(b).toMatchObject({
      batch_id: 31,
      batch_name: XSS,
      start_end: { display_start: { time: '2026-01-05' } },
      class_time: { start_time: { time: '18:30' } },
      class_days: [
        { day: 'Mon', available: true },
        { day: 'Tue', available: true },
      ],
      price: 0,
      subscription: [{ label: '3 months', monthlycost: 1800, value: 5400, discount: 10 }],
      instructor: { full_name: 'Asha', image: { url: '', alt_text: 'Asha' } },
      max_seats: 0,
      starts_on: '',
    });
  });
  it('keeps an unreadable or missing price and monthly cost as null, not 0', () => {
    const b = normaliseBatch({ price: 'x', subscription: [{ label: '3 months', monthlycost: 'soon', value: 5400 }] });
    expect(b.price).toBeNull();
    expect(b.subscription[0].monthlycost).toBeNull();
    expect(normaliseBatch({}).price).toBeNull();
    expect(normaliseCourseCard({ price: { list_price: { exclusive_tax: 'x' } } }).price.list_price.exclusive_tax).toBeNull();
  });

  it('drops non-object batches from a list', () => {
    expect(normaliseBatches([{ batch_id: 1 }, null, 'x'])).toHaveLength(1);
  });
});

describe('normaliseAvailabilityGrid', () => {
  it('keeps rows, columns and count', () => {
    const g = normaliseAvailabilityGrid(
      {
        rows: [{ slug: '06:30', slot: '6:30 AM', mon: true, tue: { status: 'busy', nested: { x: 1 } }, wed: [1] }, 'junk'],
        columns: [{ field: 'slot', label: 'Time' }, { field: 'sun' }, 'mon', { field: '__proto__' }, {}],
      },
      '3',
    );
    expect(g.count).toBe(3);
    expect(g.rows).toEqual([{ slug: '06:30', slot: '6:30 AM', mon: true, tue: { status: 'busy' }, wed: null }]);
    expect(g.columns).toEqual([
      { field: 'slot', label: 'Time' },
      { field: 'sun', label: 'sun' },
      { field: 'mon', label: 'mon' },
    ]);
  });
  it('does not let a row pollute prototypes', () => {
    const g = normaliseAvailabilityGrid(JSON.parse('{"rows":[{"slug":"07:00","__proto__":{"polluted":true}}]}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(g.rows[0])).toBe(Object.prototype);
  });
  it('is empty for a failed answer', () => {
    expect(normaliseAvailabilityGrid(null)).toEqual({ rows: [], columns: [], count: 0 });
  });
});
