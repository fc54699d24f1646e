/** The widget's stylesheet as a string, for the bundle and for an app's `WidgetRoot`. */
import { courseCardCss } from '@yuno/course-card';
import searchCss from './search/course-search.css?inline';

/** The search's own styles and the course card's. */
export const courseSearchCss = `${courseCardCss}\n${searchCss}`;
