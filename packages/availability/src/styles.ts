/**
 * Each widget's stylesheet, put together by CSS `@import` from its components' own files
 * (see sheets/): plain strings, so a bundle keeps only the stylesheet of its own widget.
 */
import panelCss from './sheets/availability-panel.css?inline';
import bodyCss from './sheets/panel-body.css?inline';
import courseCss from './sheets/course-availability.css?inline';

export const availabilityPanelCss: string = panelCss;
export const panelBodyCss: string = bodyCss;
export const courseAvailabilityCss: string = courseCss;
