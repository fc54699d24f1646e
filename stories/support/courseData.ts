/**
 * Course card data for the card's stories: a real course from the mock's catalogue, one with
 * every text as long as the server may send it, and one whose images are missing or broken.
 */
import { courseById, courses, demoCourseId, toCourseCard } from '@yuno/mock-api';

export const demoCard = toCourseCard(courseById(demoCourseId)!);

/** The widget's `course` prop takes the server's card object as it comes. */
export type CardProp = Record<string, unknown>;
export const demoCardProp: CardProp = { ...demoCard };

const long = (text: string, times: number) => Array.from({ length: times }, () => text).join(' ');

export const longTextCard: CardProp = {
  ...demoCard,
  title: 'IELTS Academic Intensive with Band 8+ Speaking, Writing Task 1 and 2 Feedback, Full Mock Tests and One-to-One Review Sessions for Working Professionals',
  category: { ...demoCard.category, name: 'International English Language Testing System (IELTS) Preparation' },
  academy: { ...demoCard.academy, name: 'The Extraordinarily Long Named International Academy of Languages and Test Preparation' },
  instructors: {
    mapped_instructor_count: 48,
    mapped_instructors: demoCard.instructors.mapped_instructors.map((person, i) => ({
      ...person,
      full_name: `${person.full_name} Venkataraghavan-Subramaniam ${i + 1}`,
    })),
  },
  personalizations: demoCard.personalizations.map((p) => ({ ...p, description: long(p.description, 4) })),
  cta: { ...demoCard.cta, title: 'Enroll now and reserve your seat in the next batch' },
};

export const missingImagesCard: CardProp = {
  ...demoCard,
  academy: { ...demoCard.academy, logo_url: { url: '' } },
  instructors: {
    ...demoCard.instructors,
    // Missing, broken (404) and unsafe addresses: each falls back to the initials.
    mapped_instructors: demoCard.instructors.mapped_instructors.map((person, i) => ({
      ...person,
      image: { url: ['', '/mock-assets/avatar-missing-person.svg', 'javascript:alert(1)'][i % 3] },
    })),
  },
};

/** A price the server sent unreadable: the card shows no price, never 'Free'. */
export const unreadablePriceCard: CardProp = {
  ...demoCard,
  price: { ...demoCard.price, list_price: { ...demoCard.price.list_price, exclusive_tax: 'to be announced' } },
} as CardProp;

/**
 * A control picking a course of the mock's catalogue by its title (the value is its id). The
 * labels belong inside `control`: a select given bare ids would list numbers only.
 */
export function courseIdArgType(description: string) {
  return {
    control: { type: 'select' as const, labels: Object.fromEntries(courses.map((c) => [c.id, `${c.title} (${c.id})`])) },
    options: courses.map((c) => c.id),
    description,
  };
}
