import { useId, useRef, useState } from 'react';
import { COURSE_CARD_TEXT, events, safeUrl, type CourseCardData } from '@yuno/core';
import { Button, buttonClassName, Tooltip, useBoxLayout } from '@yuno/ui';
import { cardView } from './cardView';
import { ctaHref } from './links';
import { actionLabel } from './actionLabel';
import { Avatar } from './Avatar';
import { Checklist } from './Checklist';

/** The Online badge's tooltip (the spec gives its meaning: an online course, attend from anywhere). */
export const ONLINE_TOOLTIP = 'Online course: attend from anywhere';
const NEW_TAB = ' (opens in a new tab)';

export interface CourseCardProps {
  /** Normalised card data (`normaliseCourseCard` from core). */
  course: CourseCardData;
  /** The See Availability button (default on). */
  showSeeAvailability?: boolean;
  /** The Learn More link to the course (default off). */
  showLearnMore?: boolean;
  /** Level of the title's heading, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The layout its box is known to have before it renders (a grid's cards share their cells'
   * width): its first render takes it, rather than rendering again once it has read its box.
   */
  layout?: string;
}

export function CourseCard({ course, showSeeAvailability = true, showLearnMore = false, headingLevel = 2, layout = '' }: CourseCardProps) {
  const view = cardView(course);
  const box = useRef<HTMLElement>(null);
  // A narrow card (a phone, a grid's cell) stacks its actions: the stylesheet decides, by the
  // card's box; not given, it is read from the card's empty box first (see useBoxLayout).
  const boxLayout = useBoxLayout(box, '', layout || null, { firstIsKnown: layout !== '' });
  const stacked = boxLayout === 'stacked';
  const titleId = `yuno-card-${useId().replace(/:/g, '')}`;
  const [logoFailed, setLogoFailed] = useState(false);
  const url = safeUrl(course.url);
  const logo = logoFailed ? '' : safeUrl(course.academy.logo_url.url);
  const cta = ctaHref(course.cta.url, course.id, course.academy.id);
  const Heading = `h${headingLevel}` as 'h2';
  // Actions name their course for screen readers (twenty cards each have a See Availability).
  const named = (label: string, more?: string) => actionLabel(label, course.title, more);

  const actions = [
    showSeeAvailability && (
      <Button
        key="see"
        variant="secondary"
        onClick={() => events.emit('availability:open', { courseId: course.id, title: course.title, category: course.category.name })}
      >
        {named(COURSE_CARD_TEXT.seeAvailability)}
      </Button>
    ),
    showLearnMore && url && (
      <a key="more" className={buttonClassName({ variant: 'ghost' })} href={url} target="_blank" rel="noopener noreferrer">
        {named(COURSE_CARD_TEXT.learnMore, NEW_TAB)}
      </a>
    ),
  ];
  const main = cta && course.cta.title && (
    <a key="cta" className={buttonClassName({ variant: 'primary' })} href={cta}>
      {named(course.cta.title)}
    </a>
  );
  // On mobile (stacked) the call-to-action comes first (in reading and tab order too).
  if (stacked) actions.unshift(main);
  else actions.push(main);

  if (boxLayout === null) return <article ref={box} className="yuno-card" />;
  return (
    <article ref={box} className="yuno-card" aria-labelledby={titleId}>
      <p className="yuno-card__meta">
        <span className="yuno-card__muted">{course.category.name}</span>
        <Tooltip content={ONLINE_TOOLTIP}>
          <span className="yuno-card__badge" tabIndex={0}>
            {COURSE_CARD_TEXT.online}
          </span>
        </Tooltip>
      </p>
      {course.academy.name ? (
        <p className="yuno-card__row yuno-card__muted">
          {logo ? <img className="yuno-card__logo" src={logo} alt="" width={24} height={24} onError={() => setLogoFailed(true)} /> : null}
          {course.academy.name}
        </p>
      ) : null}
      <Heading className="yuno-card__title" id={titleId}>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {course.title}
            <span className="yuno-visually-hidden">{NEW_TAB}</span>
          </a>
        ) : (
          course.title
        )}
      </Heading>
      {view.price ? (
        <p>
          <span className="yuno-card__amount">{view.price}</span>
          {view.taxLabel ? <span className="yuno-card__muted">+ {view.taxLabel}</span> : null}
        </p>
      ) : null}
      <p className="yuno-card__row yuno-card__muted">
        {view.duration ? <span>{view.duration}</span> : null}
        {view.liveHours ? <span>{view.liveHours}</span> : null}
      </p>
      {view.instructorsText ? (
        <div className="yuno-card__row">
          <ul className="yuno-card__avatars" aria-label="Instructors">
            {view.avatars.map((person, index) => (
              <li key={index}>
                <Avatar src={person.image.url} name={person.full_name} />
              </li>
            ))}
          </ul>
          {view.instructorsText}
        </div>
      ) : null}
      <Checklist items={view.checklist} />
      <div className="yuno-card__actions">{actions}</div>
    </article>
  );
}
