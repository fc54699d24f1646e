/** The two calls of the search page, read into what the view needs. */
import { asArray, isRecord, normaliseCourseCard, RESPONSE_CODE, type CourseCardData, type FilterRequest, type SearchState } from '@yuno/core';
import { readFilters, type PanelFilter } from '../filters/readFilters';
import { usePostQuery } from './usePostQuery';

export interface SearchResults {
  courses: CourseCardData[];
  count: number;
}

const NOTHING_FOUND: SearchResults = { courses: [], count: 0 };

/** The course list for a settled state. "Nothing found" (code 204) is an empty result, not an error. */
export function useSearchResults(state: SearchState, enabled: boolean) {
  return usePostQuery<SearchResults>('courseSearch', state, {
    enabled,
    select: (envelope) => {
      const courses = asArray(envelope.data, (item) => (isRecord(item) ? normaliseCourseCard(item) : null));
      return { courses, count: typeof envelope.count === 'number' ? envelope.count : courses.length };
    },
    recover: (error) => (error.code === RESPONSE_CODE.noContent ? NOTHING_FOUND : undefined),
  });
}

export function filterRequest(state: SearchState): FilterRequest {
  return {
    text: state.text,
    personalization: state.personalization,
    category: state.category,
    category_level_1: state.category_level_1,
    category_level_2: state.category_level_2,
  };
}

/** The filter panel's definitions; counts follow the category and personalization chosen. */
export function useFilterDefinitions(state: SearchState, enabled: boolean) {
  return usePostQuery<PanelFilter[]>('courseFilters', filterRequest(state), {
    enabled,
    keepPrevious: true,
    select: (envelope) => readFilters(envelope.data),
  });
}
