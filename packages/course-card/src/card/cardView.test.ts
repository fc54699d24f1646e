import { describe, expect, it } from 'vitest';
import { normaliseCourseCard, type CourseCardData } from '@yuno/core';
import { cardView, liveHoursLabel } from './cardView';

const card = (patch: Record<string, unknown> = {}): CourseCardData =>
  normaliseCourseCard({
    id: 1001,
    url: '/course/?course_id=1001',
    title: 'IELTS Academic Intensive',
    category: { name: 'IELTS' },
    academy: { id: 302, name: 'Lexicon Test Prep', logo_url: { url: '/logo.svg' } },
    price: { list_price: { currency: { symbol: '₹' }, exclusive_tax: 12711, tax: { type: 'GST' } }, live_hours: 24 },
    duration: { value: 8 },
    instructors: {
      mapped_instructor_count: 12,
      mapped_instructors: Array.from({ length: 12 }, (_, i) => ({ full_name: `Teacher ${i}`, image: { url: `/t${i}.png` } })),
    },
    personalizations: [
      { name: 'Group classes', value: true, description: 'Small groups.', max: 5 },
      { name: '1-to-1', value: false, description: 'Personal classes.', max: 1 },
    ],
    cta: { title: 'Enroll now', url: '/checkout/' },
    ...patch,
  });

describe('cardView', () => {
  it('shows the list price with its currency symbol and the tax type', () => {
    const view = cardView(card());
    expect(view.price).toBe('₹12,711');
    expect(view.isFree).toBe(false);
    expect(view.taxLabel).toBe('GST');
  });

  it("a price of 0 is 'Free', without a tax label", () => {
    const view = cardView(card({ price: { list_price: { currency: { symbol: '₹' }, exclusive_tax: 0, tax: { type: 'GST' } }, live_hours: 1 } }));
    expect(view.price).toBe('Free');
    expect(view.isFree).toBe(true);
    expect(view.taxLabel).toBe('');
  });

  it('falls back to the rupee sign when the data has no symbol', () => {
    const view = cardView(card({ price: { list_price: { exclusive_tax: 1800 }, live_hours: 1 } }));
    expect(view.price).toBe('₹1,800');
  });

  it('shows at most 6 instructor avatars (indexes 0 to 5) and the full count in the text', () => {
    const view = cardView(card());
    expect(view.avatars.map((a) => a.full_name)).toEqual(['Teacher 0', 'Teacher 1', 'Teacher 2', 'Teacher 3', 'Teacher 4', 'Teacher 5']);
    expect(view.instructorsText).toBe('Choose from 12 instructor(s)');
  });

  it('with fewer instructors shows them all; with none, no text', () => {
    const two = card({ instructors: { mapped_instructor_count: 2, mapped_instructors: [{ full_name: 'A' }, { full_name: 'B' }] } });
    expect(cardView(two).avatars).toHaveLength(2);
    expect(cardView(two).instructorsText).toBe('Choose from 2 instructor(s)');
    const none = card({ instructors: { mapped_instructor_count: 0, mapped_instructors: [] } });
    expect(cardView(none).instructorsText).toBe('');
  });

  it("labels each personalisation as name plus 'online classes', ticked or crossed by value", () => {
    expect(cardView(card()).checklist).toEqual([
      { label: 'Group classes online classes', included: true, description: 'Small groups.' },
      { label: '1-to-1 online classes', included: false, description: 'Personal classes.' },
    ]);
  });

  it('drops personalisations without a name', () => {
    expect(cardView(card({ personalizations: [{ name: ' ', value: true }] })).checklist).toEqual([]);
  });

  it('shows the duration in weeks, nothing for 0', () => {
    expect(cardView(card()).duration).toBe('8 weeks');
    expect(cardView(card({ duration: { value: 1 } })).duration).toBe('1 week');
    expect(cardView(card({ duration: { value: 0 } })).duration).toBe('');
  });

  it('shows the live class-hours', () => {
    expect(cardView(card()).liveHours).toBe('24 live class-hours');
    expect(liveHoursLabel(1)).toBe('1 live class-hour');
    expect(liveHoursLabel(0)).toBe('');
    expect(liveHoursLabel(Number.NaN)).toBe('');
  });

  it("an unreadable or missing price shows no price and no tax label, never 'Free'", () => {
    for (const exclusive_tax of ['x', null, undefined, '']) {
      const view = cardView(card({ price: { list_price: { currency: { symbol: '₹' }, exclusive_tax, tax: { type: 'GST' } }, live_hours: 1 } }));
      expect(view).toMatchObject({ price: '', isFree: false, taxLabel: '' });
    }
  });

  it('copes with a card made of nothing', () => {
    const view = cardView(normaliseCourseCard(null));
    expect(view).toMatchObject({ price: '', isFree: false, taxLabel: '', avatars: [], instructorsText: '', checklist: [], duration: '', liveHours: '' });
  });
});
