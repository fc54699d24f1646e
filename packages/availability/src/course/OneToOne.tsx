import { useId, useRef, useState } from 'react';
import { COURSE_AVAILABILITY_TEXT, interpolate, safeUrl, type MappedInstructor } from '@yuno/core';
import { Button, useBoxLayout } from '@yuno/ui';
import { InstructorAvailabilityDialog } from './InstructorAvailabilityDialog';

/** The '1-to-1 Classes' tab: the course's instructors, each with their weekly availability. */
export function OneToOne({ instructors }: { instructors: MappedInstructor[] }) {
  const [shown, setShown] = useState<MappedInstructor | null>(null);
  const base = `yuno-tutor-${useId().replace(/:/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  // A grid over the whole window: at phone widths a bottom sheet, else a right sidebar (the stylesheet decides).
  const sheet = useBoxLayout(box) === 'sheet';
  return (
    <div ref={box} className="yuno-instructors">
      <p className="yuno-instructors__count">{interpolate(COURSE_AVAILABILITY_TEXT.instructorsFound, { n: instructors.length })}</p>
      <ul className="yuno-instructors__list">
        {instructors.map((instructor) => {
          const image = safeUrl(instructor.image);
          const profile = safeUrl(instructor.profile_url);
          const id = `${base}-${instructor.id}`;
          return (
            <li key={instructor.id} className="yuno-instructor">
              {image ? (
                <img className="yuno-instructor__image" src={image} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="yuno-instructor__image" aria-hidden="true" />
              )}
              <h3 id={id} className="yuno-instructor__name">
                {profile ? <a href={profile}>{instructor.name}</a> : instructor.name}
              </h3>
              {/* Named by its own text, then the instructor's ('See Availability Priya Sharma'): both
                  rendered text, so a site's wording of the label reaches the name too. */}
              <Button variant="secondary" id={`${id}b`} aria-labelledby={`${id}b ${id}`} onClick={() => setShown(instructor)}>
                {COURSE_AVAILABILITY_TEXT.seeAvailability}
              </Button>
            </li>
          );
        })}
      </ul>
      <InstructorAvailabilityDialog instructor={shown} sheet={sheet} onClose={() => setShown(null)} />
    </div>
  );
}
