import { COURSE_AVAILABILITY_TEXT, defineRoutes, interpolate, isApiError, normaliseAvailabilityGrid, type MappedInstructor } from '@yuno/core';
import { Dialog, EmptyState, Loader } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { AvailabilityTable } from './AvailabilityTable';
import { EMPTY_GRID } from './availabilityGrid';
import { COURSE_TEXT } from './texts';
import { courseAvailabilityRoutes } from './routes';

defineRoutes(courseAvailabilityRoutes);

interface InstructorAvailabilityDialogProps {
  instructor: MappedInstructor | null;
  /** At phone widths: a bottom sheet rather than a right sidebar. */
  sheet: boolean;
  onClose: () => void;
}

/** 'Instructor availability of {name}': a right sidebar on desktop, a dialog on mobile. */
export function InstructorAvailabilityDialog({ instructor, sheet, onClose }: InstructorAvailabilityDialogProps) {
  const answer = useApi<unknown>(instructor ? ['instructorAvailability', { instructorId: instructor.id }] : null);
  const name = instructor?.name ?? '';
  // A failed call empties the grid and sets the total to 0 (spec 2 §7).
  const grid = answer.error ? EMPTY_GRID : answer.data ? normaliseAvailabilityGrid(answer.data.data, answer.data.count) : null;
  const nothingFound = answer.error && isApiError(answer.error) && answer.error.code === 204;

  let body;
  if (!grid) body = <Loader label={COURSE_TEXT.loading} />;
  else if (grid.rows.length > 0) body = <AvailabilityTable grid={grid} caption={interpolate(COURSE_TEXT.gridCaption, { name })} />;
  else if (answer.error && !nothingFound)
    body = <EmptyState message={COURSE_TEXT.availabilityFailed} action={{ label: COURSE_TEXT.retry, onClick: () => void answer.mutate() }} />;
  else body = <EmptyState message={COURSE_TEXT.noAvailability} />;

  return (
    <Dialog
      open={instructor !== null}
      onClose={onClose}
      title={interpolate(COURSE_AVAILABILITY_TEXT.instructorAvailability, { name })}
      placement={sheet ? 'center' : 'right'}
      width={920}
    >
      {body}
    </Dialog>
  );
}
