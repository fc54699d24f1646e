/** The widget's stylesheet as a string, for the bundle and for an app's `WidgetRoot`. */
import cardCss from './card/course-card.css?inline';

export const courseCardCss: string = cardCss;
