/**
 * @yuno/course-search: the course search page (filters, results, pagination) for pages and
 * for developers who embed the React component; plus its pure state logic.
 */
import { courseCardCss } from '@yuno/course-card';
import searchCss from './course-search.css?inline';

export { CourseSearch, type CourseSearchProps } from './components/CourseSearch';
export { searchReducer, createSearchReducer, constrain, offsetForPage, pageForOffset, type SearchAction, type SearchConstraints } from './state/searchState';
export { decodeSearchState, encodeSearchState, addressWithState, sanitiseSearchState, STATE_PARAM } from './state/urlState';
export { buildCategoryTree, type CategoryNode } from './state/categoryTree';

/** The widget's styles: the search's own and the course card's. */
export const courseSearchCss = `${courseCardCss}\n${searchCss}`;
