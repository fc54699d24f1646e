/** Course search: suggestions, search state and filters (spec 1 §3, spec 2 §3). */

export interface CourseSuggestion {
  title: string;
  imageurl: string;
  course_url: string;
  duration_weeks: number;
}

export interface CategorySuggestion {
  name: string;
  id: number;
  course_count: number;
  category_id: number;
  categorySlug: string;
  // Spec 2 lists the parent fields on categories too; they are empty for top-level ones.
  parent_cat_slug?: string;
  parent_cat_id?: number;
  parent_cat_name?: string;
  category_level_1?: number | string;
}

export interface SubCategorySuggestion extends CategorySuggestion {
  parent_cat_slug: string;
  parent_cat_id: number;
  parent_cat_name: string;
  category_level_1: number | string;
}

export interface SearchSuggestions {
  course: CourseSuggestion[];
  category: CategorySuggestion[];
  sub_category: SubCategorySuggestion[];
}

export interface Range {
  min: number;
  max: number;
}

export interface PriceRange extends Range {
  code: string;
}

/** The search/filter payload; also the `?state={json}` of the search page. */
export interface SearchState {
  text: string;
  week_duration: Range;
  personalization: string[];
  category: number[];
  category_level_1: number[];
  category_level_2: number[];
  price: PriceRange;
  availability: string[];
  academies: number[];
  limit: number;
  offset: number;
}

/** The payload of the course search filters call. */
export type FilterRequest = Pick<SearchState, 'text' | 'personalization' | 'category' | 'category_level_1' | 'category_level_2'>;

export interface FilterItem {
  id: number | string;
  label: string;
  slug: string;
  count: number;
  parent_id: number | string;
  interval: string;
  subtitle: string;
}

export type FilterControlType = 'SLIDER' | (string & {});

export interface FilterDefinition {
  filter: string;
  title: string;
  items: FilterItem[];
  is_active: boolean;
  ui_control_type: FilterControlType;
  min: number;
  max: number;
  currency: { symbol: string };
  placeholder: string;
}
