import { COURSE_SEARCH_TEXT, SKELETON_COUNT } from '@yuno/core';
import { CourseCard, CourseCardSkeleton } from '@yuno/course-card';
import { EmptyState } from '@yuno/ui';
import type { SearchResults } from '../data/searchCalls';
import { ErrorNotice } from './ErrorNotice';

export interface ResultsProps {
  results: SearchResults | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClear: () => void;
  emptyStateMessage: string;
  showSeeAvailability: boolean;
  showLearnMore: boolean;
}

/** The cards; 3 skeleton cards while loading; the empty state; or an error with a retry. */
export function Results({ results, loading, failed, onRetry, onClear, emptyStateMessage, ...cardOptions }: ResultsProps) {
  if (failed) return <ErrorNotice onRetry={onRetry} />;
  if (!loading && results?.courses.length === 0) {
    return <EmptyState message={emptyStateMessage} action={{ label: COURSE_SEARCH_TEXT.clearFilters, onClick: onClear }} />;
  }
  const ready = !loading && results;
  return (
    <ul className="yuno-search__grid" aria-hidden={ready ? undefined : true}>
      {ready
        ? results.courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} {...cardOptions} />
            </li>
          ))
        : Array.from({ length: SKELETON_COUNT.courseCards }, (_, i) => (
            <li key={i}>
              <CourseCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
