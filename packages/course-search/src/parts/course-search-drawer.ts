// The filters' side panel on a phone (its draft, its actions and styles): a part, fetched the
// first time someone opens it. A wide search never needs it.
import { registerPart } from '@yuno/runtime';
import { FiltersDrawer } from '../filters/FiltersDrawer';

export { FiltersDrawer };

registerPart('course-search-drawer', { FiltersDrawer });
