import { useId } from 'react';
import { COURSE_AVAILABILITY_TEXT, interpolate, safeUrl, type Batch } from '@yuno/core';
import { Button, Tooltip } from '@yuno/ui';
import { batchSchedule } from './batchSchedule';
import { batchPriceLabel, batchTaxNote } from './batchPrice';

interface BatchCardProps {
  batch: Batch;
  onEnroll: (batch: Batch) => void;
  /** h3 inside a section with an h2, h4 below that. */
  headingLevel?: 3 | 4;
}

/** One batch: when it starts, the days it meets, who teaches, the price and Enroll. */
export function BatchCard({ batch, onEnroll, headingLevel = 3 }: BatchCardProps) {
  const id = `yuno-batch-${useId().replace(/:/g, '')}`;
  const { calendar, startTime, days } = batchSchedule(batch);
  const Heading = `h${headingLevel}` as const;
  const image = safeUrl(batch.instructor.image.url);
  const classDays = days.filter((d) => d.available).map((d) => d.label);
  const price = batchPriceLabel(batch);
  const taxNote = batchTaxNote(price);
  return (
    <article className="yuno-batch" aria-labelledby={id}>
      <p className="yuno-batch__calendar" aria-hidden="true">
        <span className="yuno-batch__day">{calendar.day}</span>
        <span className="yuno-batch__date">{calendar.date}</span>
        <span className="yuno-batch__month">{calendar.month}</span>
      </p>
      <div className="yuno-batch__main">
        {/* Focusable from code only: Show all moves focus here to the first batch it added. */}
        <Heading id={id} className="yuno-batch__time" tabIndex={-1}>
          {/* The space outside the hidden box: some name computations trim the text of each box. */}
          <span className="yuno-visually-hidden">{`Starts ${calendar.day} ${calendar.date} ${calendar.month},`}</span> {startTime}
        </Heading>
        <p className="yuno-visually-hidden">{`Class days: ${classDays.join(', ')}`}</p>
        <ul className="yuno-batch__days" aria-hidden="true">
          {days.map((d) => (
            <li key={d.label} className={d.available ? 'yuno-batch__chip yuno-batch__chip--on' : 'yuno-batch__chip'}>
              {d.label}
            </li>
          ))}
        </ul>
        <ul className="yuno-batch__facts">
          <li>
            <Tooltip content={interpolate(COURSE_AVAILABILITY_TEXT.groupClassesTooltip, { max_seats: batch.max_seats })}>
              <button type="button" className="yuno-batch__fact">
                {COURSE_AVAILABILITY_TEXT.groupClassesTooltipTitle}
              </button>
            </Tooltip>
          </li>
          <li>
            <Tooltip content={COURSE_AVAILABILITY_TEXT.onlineTooltip}>
              <button type="button" className="yuno-batch__fact">
                {COURSE_AVAILABILITY_TEXT.onlineTooltipTitle}
              </button>
            </Tooltip>
          </li>
        </ul>
        <p className="yuno-batch__instructor">
          {image ? <img src={image} alt="" width={32} height={32} loading="lazy" /> : <span className="yuno-batch__avatar" aria-hidden="true" />}
          <span>{batch.instructor.full_name}</span>
        </p>
      </div>
      <div className="yuno-batch__buy">
        <p className="yuno-batch__price">
          {price}
          {taxNote ? <span className="yuno-batch__tax">{taxNote}</span> : null}
        </p>
        {/* Every batch's button reads 'Enroll': its name is its own text, then its batch's start
            ('Enroll Starts Mon 5 Aug, 6:30 PM'), both as rendered (a site's wording stays in it),
            so a screen reader's list of buttons tells the batches apart. */}
        <Button id={`${id}e`} aria-labelledby={`${id}e ${id}`} onClick={() => onEnroll(batch)}>
          {COURSE_AVAILABILITY_TEXT.enroll}
        </Button>
      </div>
    </article>
  );
}
