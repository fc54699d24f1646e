/**
 * @yuno/course-card: the course card (used by the search too) and its standalone widget.
 */
export { courseCardCss } from './styles';
export { CourseCard, ONLINE_TOOLTIP, type CourseCardProps } from './card/CourseCard';
export { CourseCardSkeleton } from './card/CourseCardSkeleton';
export { CourseCardWidget, COURSE_NOT_FOUND, type CourseCardWidgetProps } from './card/CourseCardWidget';
export { cardView, liveHoursLabel, type CardView, type ChecklistItem } from './card/cardView';
export { ctaHref } from './card/links';
export { validateCourseCardProps } from './props';
export { courseCardRoutes } from './routes';
