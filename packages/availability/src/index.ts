/**
 * @yuno/availability: the availability side panel, the course availability section and
 * the enrolment hand-off to checkout, as React components for developers embedding them.
 */
export { AvailabilityPanel } from './panel/AvailabilityPanel';
export { CourseAvailability, type CourseAvailabilityProps } from './course/CourseAvailability';
export { useEnrolment, type Enrolment } from './enrolment/useEnrolment';
export { enrolmentType, enrolmentAmount, PAYMENT_MODE } from './enrolment/enrolmentType';
export { buildEnrolmentPayload, type EnrolmentCourse } from './enrolment/enrolmentPayload';
export { createPaymentState, handOffToCheckout, parsePaymentState, serialisePaymentState } from './enrolment/paymentState';
export { buildBatchesRequest } from './batches/batchesRequest';
export { applyClassDaysTime, type ClassDaysTime } from './filters/classDaysTime';
export { availabilityPanelCss, courseAvailabilityCss } from './styles';
export { courseAvailabilityRoutes } from './course/routes';
export { availabilityRoutes } from './routes';
