// The availability panel's body (batches, filter, enrolment): a part, fetched when the page is
// idle or at the first See Availability, whichever comes first.
import { registerPart } from '@yuno/runtime';
import { PanelBatches } from '../panel/PanelBatches';
import { PanelEnrolment } from '../panel/PanelEnrolment';

export { PanelBatches, PanelEnrolment };

registerPart('availability-panel-body', { PanelBatches, PanelEnrolment });
