/**
 * @yuno/course-search: the course search page (filters, results, pagination) for pages and
 * for developers who embed the React component; plus its pure state logic.
 */
export { courseSearchCss } from './styles';
export { CourseSearch, type CourseSearchProps } from './search/CourseSearch';
export { searchReducer, createSearchReducer, constrain, offsetForPage, pageForOffset, type SearchAction, type SearchConstraints } from './search/searchState';
export { decodeSearchState, encodeSearchState, addressWithState, sanitiseSearchState, STATE_PARAM } from './search/urlState';
export { buildCategoryTree, type CategoryNode } from './filters/categoryTree';
