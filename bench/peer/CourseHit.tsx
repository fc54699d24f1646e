/**
 * A course card for the peer's hits, with the same content as ours (category, Online badge,
 * academy, title link, price, duration and hours, up to 6 instructors, personalisations,
 * See Availability and the call to action), so both pages render comparable DOM.
 */
export interface CourseRecord {
  objectID: string;
  id: number;
  title: string;
  url: string;
  category: string;
  academy: string;
  academyLogo: string;
  priceText: string;
  weeks: number;
  liveHours: number;
  instructors: { name: string; image: string }[];
  instructorCount: number;
  personalizations: { name: string; value: boolean; description: string }[];
  cta: { title: string; url: string };
}

export function CourseHit({ hit }: { hit: CourseRecord }) {
  const titleId = `peer-title-${hit.objectID}`;
  return (
    <article className="peer-card" aria-labelledby={titleId}>
      <p className="peer-card__meta">
        <span>{hit.category}</span>{' '}
        <span className="peer-card__badge" title="Online course: attend from anywhere">
          Online
        </span>
      </p>
      <p className="peer-card__row">
        <img src={hit.academyLogo} alt="" width={24} height={24} /> {hit.academy}
      </p>
      <h2 className="peer-card__title" id={titleId}>
        <a href={hit.url} target="_blank" rel="noopener noreferrer">
          {hit.title}
        </a>
      </h2>
      <p className="peer-card__price">{hit.priceText}</p>
      <p className="peer-card__row">
        {hit.weeks > 0 ? `${hit.weeks} weeks ` : ''}
        {hit.liveHours} live class-hours
      </p>
      <ul className="peer-card__avatars" aria-label="Instructors">
        {hit.instructors.slice(0, 6).map((person) => (
          <li key={person.name}>
            <img src={person.image} alt={person.name} width={32} height={32} />
          </li>
        ))}
      </ul>
      <p className="peer-card__row">Choose from {hit.instructorCount} instructor(s)</p>
      <ul className="peer-card__checks">
        {hit.personalizations.map((p) => (
          <li key={p.name} title={p.description}>
            {p.value ? 'Included' : 'Not included'}: {p.name} online classes
          </li>
        ))}
      </ul>
      <div className="peer-card__actions">
        <button type="button">See Availability</button>
        <a className="peer-card__cta" href={`${hit.cta.url}?course_id=${hit.id}`}>
          {hit.cta.title}
        </a>
      </div>
    </article>
  );
}

export function CourseHitSkeleton() {
  return (
    <div className="peer-card peer-card--skeleton" aria-hidden="true">
      <span className="peer-skeleton" style={{ width: '40%' }} />
      <span className="peer-skeleton" style={{ height: 60 }} />
      <span className="peer-skeleton" style={{ width: '30%', height: 28 }} />
      <span className="peer-skeleton" style={{ height: 80 }} />
      <span className="peer-skeleton" style={{ height: 40 }} />
    </div>
  );
}
