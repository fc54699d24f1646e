/** Whether the learner is already enrolled in the course (spec 2 §7 "Enrolment status"). */
import { api, asBoolean, asObject, defineRoutes } from '@yuno/core';
import { availabilityRoutes } from '../routes';

defineRoutes(availabilityRoutes);

export async function isEnrolled(courseId: number, userId: number): Promise<boolean> {
  const answer = await api.get('enrollmentStatus', { params: { courseId, userId } });
  return asBoolean(asObject(answer.data).is_enrolled);
}
