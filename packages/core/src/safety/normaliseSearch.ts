import type { CategorySuggestion, CourseSuggestion, FilterDefinition, FilterItem, SearchSuggestions, SubCategorySuggestion } from '../types';
import { asArray, asBoolean, asId, asNumber, asObject, asString, isRecord } from './coerce';
import { safeUrl } from './safeUrl';

function normaliseCourseSuggestion(raw: unknown): CourseSuggestion | null {
  if (!isRecord(raw)) return null;
  return {
    title: asString(raw.title),
    imageurl: safeUrl(raw.imageurl),
    course_url: safeUrl(raw.course_url),
    duration_weeks: asNumber(raw.duration_weeks),
  };
}

function normaliseCategorySuggestion(raw: unknown): CategorySuggestion | null {
  if (!isRecord(raw)) return null;
  const out: CategorySuggestion = {
    name: asString(raw.name),
    id: asNumber(raw.id),
    course_count: asNumber(raw.course_count),
    category_id: asNumber(raw.category_id, asNumber(raw.id)),
    categorySlug: asString(raw.categorySlug),
  };
  if (raw.parent_cat_slug !== undefined) out.parent_cat_slug = asString(raw.parent_cat_slug);
  if (raw.parent_cat_id !== undefined) out.parent_cat_id = asNumber(raw.parent_cat_id);
  if (raw.parent_cat_name !== undefined) out.parent_cat_name = asString(raw.parent_cat_name);
  if (raw.category_level_1 !== undefined) out.category_level_1 = asId(raw.category_level_1);
  return out;
}

function normaliseSubCategorySuggestion(raw: unknown): SubCategorySuggestion | null {
  const base = normaliseCategorySuggestion(raw);
  if (!base) return null;
  return {
    ...base,
    parent_cat_slug: base.parent_cat_slug ?? '',
    parent_cat_id: base.parent_cat_id ?? 0,
    parent_cat_name: base.parent_cat_name ?? '',
    category_level_1: base.category_level_1 ?? 0,
  };
}

export function normaliseSuggestions(raw: unknown): SearchSuggestions {
  const o = asObject(raw);
  return {
    course: asArray(o.course, normaliseCourseSuggestion),
    category: asArray(o.category, normaliseCategorySuggestion),
    sub_category: asArray(o.sub_category, normaliseSubCategorySuggestion),
  };
}

function normaliseFilterItem(raw: unknown): FilterItem | null {
  if (!isRecord(raw)) return null;
  return {
    id: asId(raw.id),
    label: asString(raw.label),
    slug: asString(raw.slug),
    count: asNumber(raw.count),
    parent_id: asId(raw.parent_id),
    interval: asString(raw.interval),
    subtitle: asString(raw.subtitle),
  };
}

export function normaliseFilter(raw: unknown): FilterDefinition | null {
  if (!isRecord(raw)) return null;
  return {
    filter: asString(raw.filter),
    title: asString(raw.title),
    items: asArray(raw.items, normaliseFilterItem),
    is_active: asBoolean(raw.is_active),
    ui_control_type: asString(raw.ui_control_type),
    min: asNumber(raw.min),
    max: asNumber(raw.max),
    currency: { symbol: asString(asObject(raw.currency).symbol) },
    placeholder: asString(raw.placeholder),
  };
}

/** The course search filter list; filters without a key are dropped (nothing to bind them to). */
export function normaliseFilters(raw: unknown): FilterDefinition[] {
  return asArray(raw, (item) => {
    const f = normaliseFilter(item);
    return f && f.filter ? f : null;
  });
}
