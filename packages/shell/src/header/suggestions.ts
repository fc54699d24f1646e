/**
 * The header search (spec 1 §2, §5): suggestions grouped course / category / sub-category;
 * a course opens its url, a category with courses starts a search at /search/?state={json}.
 * In the browser bundles this is a part (header-search), fetched with the first suggestions.
 */
import { ROUTES, asArray, asNumber, asObject, asString, createDefaultSearchState, isRecord, safeUrl, weeksLabel, type SearchState } from '@yuno/core';

/**
 * The fields of a suggestion this search uses. Read here with core's shared coercions
 * rather than core's full suggestion normaliser, which would be copied into this bundle.
 */
interface Suggestion {
  title: string;
  course_url: string;
  duration_weeks: number;
  name: string;
  id: number;
  course_count: number;
  category_id: number;
  parent_cat_id: number;
  parent_cat_name: string;
  category_level_1: number;
}

interface Suggestions {
  course: Suggestion[];
  category: Suggestion[];
  sub_category: Suggestion[];
}

function readSuggestion(raw: unknown): Suggestion | null {
  if (!isRecord(raw)) return null;
  const id = asNumber(raw.id);
  return {
    title: asString(raw.title),
    course_url: safeUrl(raw.course_url),
    duration_weeks: asNumber(raw.duration_weeks),
    name: asString(raw.name),
    id,
    course_count: asNumber(raw.course_count),
    category_id: asNumber(raw.category_id, id),
    parent_cat_id: asNumber(raw.parent_cat_id),
    parent_cat_name: asString(raw.parent_cat_name),
    category_level_1: asNumber(raw.category_level_1),
  };
}

export function readSuggestions(raw: unknown): Suggestions {
  const data = asObject(raw);
  return {
    course: asArray(data.course, readSuggestion),
    category: asArray(data.category, readSuggestion),
    sub_category: asArray(data.sub_category, readSuggestion),
  };
}

/** '/search/?state={json}' (spec 1 §2). */
const searchHref = (state: SearchState) => `${ROUTES.search}?state=${encodeURIComponent(JSON.stringify(state))}`;

export interface SuggestionOption {
  id: string;
  label: string;
  description?: string;
  /** Where choosing it goes. */
  href: string;
}

export interface SuggestionGroup {
  id: 'course' | 'category' | 'sub_category';
  label: string;
  options: SuggestionOption[];
}

/**
 * A sub-category's place in the tree: category_id is its top-level category and
 * category_level_1 its level-1 node (itself, for a level-1 node).
 */
function subCategoryFilters(c: Suggestion) {
  const level1 = Number(c.category_level_1) || c.id;
  return {
    category: [c.category_id || c.parent_cat_id].filter(Boolean),
    category_level_1: [level1],
    category_level_2: level1 === c.id ? [] : [c.id],
  };
}

/**
 * At most this many suggestions per group: quick picks that fit under the header without
 * a scrolling list (a scrolling popup has no keyboard scroll of its own).
 */
export const SUGGESTIONS_SHOWN = { course: 4, category: 3, sub_category: 3 } as const;

const courses = (n: number) => (n === 1 ? '1 course' : `${n} courses`);

/** Turns the suggestions into the combobox's groups; entries with nowhere to go are left out. */
export function suggestionGroups(s: Suggestions): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      id: 'course',
      label: 'Courses',
      options: s.course
        .map((c, i) => ({
          id: `course-${i}`,
          label: c.title,
          description: c.duration_weeks > 0 ? weeksLabel(c.duration_weeks) : undefined,
          href: c.course_url,
        }))
        .filter((o) => o.label && o.href),
    },
    {
      id: 'category',
      label: 'Categories',
      options: s.category
        .filter((c) => c.course_count > 0 && c.name)
        .map((c, i) => ({
          id: `category-${i}`,
          label: c.name,
          description: courses(c.course_count),
          href: searchHref(createDefaultSearchState({ category: [c.category_id || c.id] })),
        })),
    },
    {
      id: 'sub_category',
      label: 'Sub-categories',
      options: s.sub_category
        .filter((c) => c.course_count > 0 && c.name)
        .map((c, i) => ({
          id: `sub-${i}`,
          label: c.name,
          description: c.parent_cat_name ? `${c.parent_cat_name} · ${courses(c.course_count)}` : courses(c.course_count),
          href: searchHref(createDefaultSearchState(subCategoryFilters(c))),
        })),
    },
  ];
  return groups.map((g) => ({ ...g, options: g.options.slice(0, SUGGESTIONS_SHOWN[g.id]) })).filter((g) => g.options.length > 0);
}

/** The combobox's groups from the suggestions' answer as it came. */
export const groupsFromAnswer = (raw: unknown): SuggestionGroup[] => suggestionGroups(readSuggestions(raw));
