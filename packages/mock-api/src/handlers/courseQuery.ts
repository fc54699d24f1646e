/**
 * The course search, as pure functions: read a search payload into criteria, filter the
 * catalogue, and count facets for the filter panel.
 *
 * Category values (category, category_level_1, category_level_2) are category ids
 * (numbers, as the search state carries them); slugs are accepted too. A value is
 * applied at the level of the category it names, whichever list it came in.
 */
import { courseTimeBuckets, TIME_BUCKETS, type TimeBucket } from '../fixtures/batches';
import { academies } from '../fixtures/academies';
import { findCategory, type CategoryNode } from '../fixtures/categories';
import { courses, type CourseFixture, type PersonalizationSlug } from '../fixtures/courses';
import { list, matchesText, num, str } from './shared';

export const WEEKS_RANGE = { min: 0, max: 24 };
export const PRICE_RANGE = { min: 0, max: 120_000 };

export interface SearchCriteria {
  text: string;
  categories: CategoryNode[];
  level1: CategoryNode[];
  level2: CategoryNode[];
  personalization: Set<PersonalizationSlug>;
  availability: Set<TimeBucket>;
  weeks: { min: number; max: number };
  price: { min: number; max: number };
  academies: Set<number>;
}

/** The filter's values ('one_to_many', 'one_to_one') and the course page's slugs both work. */
const PERSONALIZATION_ALIASES: Record<string, PersonalizationSlug> = {
  one_to_many: '1-Many',
  '1-many': '1-Many',
  group: '1-Many',
  'group classes': '1-Many',
  one_to_one: '1-1',
  '1-1': '1-1',
  '1-to-1': '1-1',
};

function range(value: unknown, bounds: { min: number; max: number }) {
  const r = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const min = num(r.min, bounds.min);
  const max = num(r.max, bounds.max);
  return min <= max ? { min, max } : { min: max, max: min };
}

export function readCriteria(payload: Record<string, unknown>): SearchCriteria {
  const nodes = [...list(payload.category), ...list(payload.category_level_1), ...list(payload.category_level_2)]
    .map(findCategory)
    .filter((n): n is CategoryNode => Boolean(n));
  const academyIds = list(payload.academies).map((a) => (/^\d+$/.test(a) ? Number(a) : (academies.find((x) => x.slug === a)?.id ?? -1)));
  return {
    text: str(payload.text).trim(),
    categories: nodes.filter((n) => n.level === 0),
    level1: nodes.filter((n) => n.level === 1),
    level2: nodes.filter((n) => n.level === 2),
    personalization: new Set(
      list(payload.personalization)
        .map((p) => PERSONALIZATION_ALIASES[p.toLowerCase()])
        .filter(Boolean),
    ),
    availability: new Set(
      list(payload.availability)
        .map((a) => a.toLowerCase())
        .filter((a): a is TimeBucket => (TIME_BUCKETS as string[]).includes(a)),
    ),
    weeks: range(payload.week_duration, WEEKS_RANGE),
    price: range(payload.price, PRICE_RANGE),
    academies: new Set(academyIds),
  };
}

type Facet = 'category' | 'personalization' | 'availability' | 'academies' | 'none';

const inAny = (node: CategoryNode | null, selected: CategoryNode[]) => selected.length === 0 || (node !== null && selected.some((s) => s.id === node.id));

export const courseText = (c: CourseFixture) => [c.title, c.category.name, c.sub.name, c.topic?.name ?? '', c.academy.name];

/** Does the course pass every criterion except the facet being counted? */
export function courseMatches(course: CourseFixture, c: SearchCriteria, ignore: Facet = 'none'): boolean {
  if (!matchesText(c.text, ...courseText(course))) return false;
  if (ignore !== 'category') {
    if (!inAny(course.category, c.categories) || !inAny(course.sub, c.level1) || !inAny(course.topic, c.level2)) return false;
  }
  if (ignore !== 'personalization' && c.personalization.size > 0 && !course.personalization.some((p) => c.personalization.has(p))) {
    return false;
  }
  if (ignore !== 'availability' && c.availability.size > 0) {
    const buckets = courseTimeBuckets(course);
    if (![...c.availability].some((b) => buckets.has(b))) return false;
  }
  if (ignore !== 'academies' && c.academies.size > 0 && !c.academies.has(course.academy.id)) return false;
  if (course.weeks < c.weeks.min || course.weeks > c.weeks.max) return false;
  if (course.price < c.price.min || course.price > c.price.max) return false;
  return true;
}

/** Matching courses; with text, title matches come before category-only matches. */
export function searchCourses(criteria: SearchCriteria): CourseFixture[] {
  const found = courses.filter((course) => courseMatches(course, criteria));
  if (!criteria.text) return found;
  const inTitle = (c: CourseFixture) => (matchesText(criteria.text, c.title) ? 0 : 1);
  return [...found].sort((a, b) => inTitle(a) - inTitle(b) || a.id - b.id);
}

/** Counts courses passing every criterion but `facet`, then `predicate`. */
export function facetCount(criteria: SearchCriteria, facet: Facet, predicate: (c: CourseFixture) => boolean): number {
  return courses.filter((course) => courseMatches(course, criteria, facet) && predicate(course)).length;
}
