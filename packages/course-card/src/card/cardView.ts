/**
 * What a course card shows, worked out from the card data: pure, so every rule (free
 * prices, the six avatars, the instructor count, the checklist labels) is tested as a rule.
 */
import {
  COURSE_CARD_TEXT,
  FREE_PRICE_LABEL,
  formatPrice,
  interpolate,
  MAX_INSTRUCTOR_AVATARS,
  RUPEE_SYMBOL,
  weeksLabel,
  type CourseCardData,
  type CourseCardInstructor,
} from '@yuno/core';

export interface ChecklistItem {
  label: string;
  included: boolean;
  description: string;
}

export interface CardView {
  /** '₹12,711', 'Free' (a price of 0 only), or '' when the price is missing or unreadable. */
  price: string;
  isFree: boolean;
  /** The tax type ('GST'); empty for a free course. */
  taxLabel: string;
  /** '8 weeks'; empty when the data gives no duration. */
  duration: string;
  /** '24 live class-hours'; empty when the data gives none. */
  liveHours: string;
  avatars: CourseCardInstructor[];
  /** 'Choose from N instructor(s)'; empty when there are none. */
  instructorsText: string;
  checklist: ChecklistItem[];
}

export function liveHoursLabel(hours: number): string {
  if (!(hours > 0)) return '';
  return hours === 1 ? '1 live class-hour' : `${hours} live class-hours`;
}

export function cardView(course: CourseCardData): CardView {
  const list = course.price.list_price;
  const amount = list.exclusive_tax;
  const price = formatPrice(amount, list.currency.symbol || RUPEE_SYMBOL);
  const isFree = price === FREE_PRICE_LABEL;
  const count = course.instructors.mapped_instructor_count;
  return {
    price,
    isFree,
    taxLabel: isFree || !price ? '' : list.tax.type,
    duration: course.duration.value > 0 ? weeksLabel(course.duration.value) : '',
    liveHours: liveHoursLabel(course.price.live_hours),
    // Indexes 0 to 5.
    avatars: course.instructors.mapped_instructors.slice(0, MAX_INSTRUCTOR_AVATARS),
    instructorsText: count > 0 ? interpolate(COURSE_CARD_TEXT.chooseInstructors, { n: count }) : '',
    checklist: course.personalizations
      .filter((p) => p.name.trim() !== '')
      .map((p) => ({ label: `${p.name} ${COURSE_CARD_TEXT.personalisationSuffix}`, included: p.value, description: p.description })),
  };
}
