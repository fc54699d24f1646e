/**
 * @yuno/course-card: the course card (used by the search too) and its standalone widget.
 */
import cardCss from './card/course-card.css?inline';

export { CourseCard, ONLINE_TOOLTIP, type CourseCardProps } from './card/CourseCard';
export { CourseCardSkeleton } from './card/CourseCardSkeleton';
export { CourseCardWidget, COURSE_NOT_FOUND, type CourseCardWidgetProps } from './card/CourseCardWidget';
export { cardView, liveHoursLabel, type CardView, type ChecklistItem } from './cardView';
export { ctaHref } from './links';
export { validateCourseCardProps } from './validate';

export const courseCardCss: string = cardCss;
