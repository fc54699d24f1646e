import { defineRoutes, ERROR_MESSAGES, isRecord, normaliseCourseCard, RESPONSE_CODE } from '@yuno/core';
import { Button } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { CourseCard } from './CourseCard';
import { CourseCardSkeleton } from './CourseCardSkeleton';
import { courseCardRoutes } from '../routes';

defineRoutes(courseCardRoutes);

export interface CourseCardWidgetProps {
  /** The course to show, fetched by id… */
  courseId?: number;
  /** …or the card data itself (it wins over courseId). */
  course?: Record<string, unknown>;
  showSeeAvailability?: boolean;
  showLearnMore?: boolean;
}

export const COURSE_NOT_FOUND = 'This course is not available.';

/** One course on any page: from the card data in the props, or fetched by its id. */
export function CourseCardWidget({ courseId, course, showSeeAvailability = true, showLearnMore = false }: CourseCardWidgetProps) {
  const given = isRecord(course) ? normaliseCourseCard(course) : null;
  const { data, error, isLoading, mutate } = useApi<unknown>(!given && courseId ? ['courseCard', { courseId }] : null);
  const options = { showSeeAvailability, showLearnMore };

  if (given) return <CourseCard course={given} {...options} />;
  if (error) {
    const missing = error.code === RESPONSE_CODE.noContent;
    return (
      <div className="yuno-card yuno-card__message" role={missing ? undefined : 'alert'}>
        <p>{missing ? COURSE_NOT_FOUND : ERROR_MESSAGES.common}</p>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (isLoading || !data) return <CourseCardSkeleton />;
  return <CourseCard course={normaliseCourseCard(data.data)} {...options} />;
}
