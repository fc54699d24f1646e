// The availability panel's body (batches, filter, enrolment): a part, fetched when the page is
// idle or at the first See Availability, whichever comes first.
import { registerPart } from '@yuno/runtime';
import { PanelBatches } from '../panel/PanelBatches';
import { PanelBodyStyle } from '../panel/PanelBodyStyle';
import { PanelEnrolment } from '../panel/PanelEnrolment';

export { PanelBatches, PanelBodyStyle, PanelEnrolment };

registerPart('availability-panel-body', { PanelBatches, PanelBodyStyle, PanelEnrolment });
