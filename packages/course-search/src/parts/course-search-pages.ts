// The search's pagination bar: a part, fetched as the bar nears the view (see SearchPages).
// It is below every card of a page of results, so a visit that never gets there never needs it.
import { registerPart } from '@yuno/runtime';
import { Pagination } from '@yuno/ui';

export { Pagination };

registerPart('course-search-pages', { Pagination });
