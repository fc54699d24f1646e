/** Each widget's stylesheet, put together from its components' own files. */
import batchCss from './batches/batch-card.css?inline';
import filterCss from './filters/class-days-time.css?inline';
import enrolmentCss from './enrolment/enrolment.css?inline';
import panelCss from './panel/availability-panel.css?inline';
import courseCss from './course/course-availability.css?inline';

// Functions, not constants: a bundle keeps only the stylesheet of its own widget.
export const availabilityPanelCss = () => [batchCss, filterCss, enrolmentCss, panelCss].join('\n');
export const courseAvailabilityCss = () => [batchCss, enrolmentCss, courseCss].join('\n');
