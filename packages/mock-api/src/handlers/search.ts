/** Course suggestions, filter definitions and the course search. */
import type { CategorySuggestion, FilterDefinition, FilterItem, SubCategorySuggestion } from '../../../core/src/types';
import { academies } from '../fixtures/academies';
import { courseTimeBuckets, TIME_BUCKETS } from '../fixtures/batches';
import { allCategoryNodes, categoryById, categoryTree } from '../fixtures/categories';
import { courses } from '../fixtures/courses';
import { CURRENCY, toCourseCard, toCourseSuggestion } from '../fixtures/courseViews';
import { noData, ok } from '../envelope';
import { facetCount, PRICE_RANGE, readCriteria, searchCourses, WEEKS_RANGE, type SearchCriteria } from './courseQuery';
import { bodyOf, GET, input, matchesText, paginate, POST, str, type RouteCall, type RouteDef } from './shared';

/** Suggestions need more than 2 characters, as the search box does. */
export const SUGGESTION_MIN_LENGTH = 3;
const SUGGESTION_LIMIT = { course: 8, category: 5, sub_category: 5 };

function suggestions(text: string) {
  const q = text.trim();
  if (q.length < SUGGESTION_MIN_LENGTH) return { course: [], category: [], sub_category: [] };
  const courseCount = (id: number, level: number) => courses.filter((c) => (level === 0 ? c.category.id : level === 1 ? c.sub.id : c.topic?.id) === id).length;
  const category: CategorySuggestion[] = categoryTree
    .filter((c) => matchesText(q, c.name))
    .slice(0, SUGGESTION_LIMIT.category)
    .map((c) => ({ id: c.id, name: c.name, course_count: courseCount(c.id, 0), category_id: c.id, categorySlug: c.slug }));
  const sub_category: SubCategorySuggestion[] = allCategoryNodes
    .filter((n) => n.level > 0 && matchesText(q, n.name, categoryById(n.parent_id)?.name ?? ''))
    .slice(0, SUGGESTION_LIMIT.sub_category)
    .map((n) => {
      const parent = categoryById(n.parent_id)!;
      const root = categoryTree.find((c) => c.slug === n.root_slug)!;
      return {
        id: n.id,
        name: n.name,
        course_count: courseCount(n.id, n.level),
        category_id: root.id,
        categorySlug: root.slug,
        parent_cat_slug: parent.slug,
        parent_cat_id: parent.id,
        parent_cat_name: parent.name,
        category_level_1: n.level === 1 ? n.id : n.parent_id,
      };
    });
  const course = courses
    .filter((c) => matchesText(q, c.title))
    .slice(0, SUGGESTION_LIMIT.course)
    .map(toCourseSuggestion);
  return { course, category, sub_category };
}

const item = (id: number | string, label: string, slug: string, count: number, extra: Partial<FilterItem> & { level?: number } = {}) => ({
  id,
  label,
  slug,
  count,
  parent_id: 0,
  interval: '',
  subtitle: '',
  ...extra,
});

const definition = (filter: string, title: string, ui: string, items: FilterItem[], extra: Partial<FilterDefinition> = {}): FilterDefinition => ({
  filter,
  title,
  items,
  is_active: true,
  ui_control_type: ui,
  min: 0,
  max: 0,
  currency: { symbol: '' },
  placeholder: '',
  ...extra,
});

const BUCKET_LABELS = {
  morning: ['Morning', '6 AM - 12 PM', '06:00-12:00'],
  afternoon: ['Afternoon', '12 PM - 4 PM', '12:00-16:00'],
  evening: ['Evening', '4 PM - 8 PM', '16:00-20:00'],
  night: ['Night', '8 PM - 11 PM', '20:00-23:00'],
} as const;

/** The filter panel: counts follow the text, category and personalization asked for. */
export function filterDefinitions(criteria: SearchCriteria): FilterDefinition[] {
  const categoryItems = allCategoryNodes.map((n) =>
    item(
      n.id,
      n.name,
      n.slug,
      facetCount(criteria, 'category', (c) => (n.level === 0 ? c.category.id : n.level === 1 ? c.sub.id : c.topic?.id) === n.id),
      { parent_id: n.parent_id, level: n.level },
    ),
  );
  return [
    definition('category', 'Category', 'TREE', categoryItems, { placeholder: 'All categories' }),
    definition(
      'availability',
      'Availability',
      'CHECKBOX',
      TIME_BUCKETS.map((b) => {
        const [label, subtitle, interval] = BUCKET_LABELS[b];
        return item(
          b,
          label,
          b,
          facetCount(criteria, 'availability', (c) => courseTimeBuckets(c).has(b)),
          { subtitle, interval },
        );
      }),
    ),
    definition('personalization', 'Personalization', 'CHECKBOX', [
      item(
        'one_to_many',
        'Group classes',
        'one_to_many',
        facetCount(criteria, 'personalization', (c) => c.personalization.includes('1-Many')),
      ),
      item(
        'one_to_one',
        '1-to-1 classes',
        'one_to_one',
        facetCount(criteria, 'personalization', (c) => c.personalization.includes('1-1')),
      ),
    ]),
    definition(
      'academies',
      'Academy',
      'CHECKBOX',
      academies.map((a) =>
        item(
          a.id,
          a.name,
          a.slug,
          facetCount(criteria, 'academies', (c) => c.academy.id === a.id),
        ),
      ),
    ),
    definition('week_duration', 'Duration (weeks)', 'SLIDER', [], { ...WEEKS_RANGE, placeholder: 'Weeks' }),
    definition('price', 'Price', 'SLIDER', [], { ...PRICE_RANGE, currency: { symbol: CURRENCY.symbol, code: CURRENCY.code } as FilterDefinition['currency'] }),
  ];
}

/** The search payload: the POST body, or the query string for a GET. */
function payloadOf(call: RouteCall): Record<string, unknown> {
  const body = bodyOf(call);
  if (Object.keys(body).length > 0) return body;
  const fromQuery: Record<string, unknown> = {};
  for (const [key, value] of call.req.query) {
    fromQuery[key] = /^[[{]/.test(value) ? safeJson(value) : value;
  }
  return fromQuery;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const searchRoutes = {
  courseSuggestions: {
    methods: GET,
    handle: (call) => ok(suggestions(str(input(call, 'text')))),
  },
  courseFilters: {
    methods: [...POST, 'GET'],
    handle: (call) => {
      const filters = filterDefinitions(readCriteria(payloadOf(call)));
      return ok(filters, { count: filters.length });
    },
  },
  courseSearch: {
    methods: [...POST, 'GET'],
    handle: (call) => {
      const payload = payloadOf(call);
      const found = searchCourses(readCriteria(payload));
      const page = paginate(found, payload.limit, payload.offset);
      if (page.total === 0) return noData('No courses found');
      return ok(page.items.map(toCourseCard), { count: page.total });
    },
  },
} satisfies Record<string, RouteDef>;
