/**
 * An action's label, named with its course for screen readers: "See Availability: Maths".
 * The whole name is one hidden text and the visible label is hidden from screen readers:
 * a visible label beside a hidden ": Maths" reads "See Availability : Maths" in Chrome, which
 * spaces apart the two boxes. Both stay text (no aria-label), so a site's wording reaches both.
 */
export const actionLabel = (label: string, title: string, more?: string) => (
  <>
    <span aria-hidden="true">{label}</span>
    <span className="yuno-visually-hidden">
      {label}: {title}
      {more}
    </span>
  </>
);
