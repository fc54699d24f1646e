/** Each widget's stylesheet, put together from its components' own files. */
import batchFrameCss from './batches/batch-frame.css?inline';
import batchCss from './batches/batch-card.css?inline';
import filterCss from './filters/class-days-time.css?inline';
import enrolmentCss from './enrolment/enrolment.css?inline';
import panelCss from './panel/availability-panel.css?inline';
import courseCss from './course/course-availability.css?inline';

// Functions, not constants: a bundle keeps only the stylesheet of its own widget.
// The panel's own sheet styles the dialog and the loading cards; the rest comes with its body.
export const availabilityPanelCss = () => [batchFrameCss, panelCss].join('\n');
export const panelBodyCss = () => [batchCss, filterCss, enrolmentCss].join('\n');
export const courseAvailabilityCss = () => [batchFrameCss, batchCss, enrolmentCss, courseCss].join('\n');
