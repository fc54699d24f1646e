/**
 * The peer: the same search page built the common way, with react-instantsearch on React
 * (search box, hierarchical category menu, refinement lists, range inputs, hits, pagination,
 * stats, URL routing), answering from the same mock data as our widgets.
 */
import { createRoot } from 'react-dom/client';
import {
  Configure,
  HierarchicalMenu,
  Hits,
  InstantSearch,
  Pagination,
  RangeInput,
  RefinementList,
  SearchBox,
  useInstantSearch,
  useRange,
  useStats,
} from 'react-instantsearch';
import { CourseHit, CourseHitSkeleton, type CourseRecord } from './CourseHit';
import { searchClient } from './searchClient';

const INDEX = 'courses';

function ResultCount() {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const ready = !(results as { __isArtificial?: boolean }).__isArtificial;
  return (
    <p className="peer-count" role="status">
      {ready ? `${nbHits} online courses available` : ''}
    </p>
  );
}

/** Two native range thumbs on the weeks facet, refined on every change (keyboard included). */
function WeeksSlider() {
  const { start, range, refine, canRefine } = useRange({ attribute: 'weeks', min: 0, max: 24 });
  const min = range.min ?? 0;
  const max = range.max ?? 24;
  const lo = Number.isFinite(start[0]) ? (start[0] as number) : min;
  const hi = Number.isFinite(start[1]) ? (start[1] as number) : max;
  return (
    <fieldset className="peer-slider">
      <legend>Duration (weeks)</legend>
      <input
        type="range"
        aria-label="Minimum Duration (weeks)"
        min={min}
        max={max}
        step={1}
        value={lo}
        disabled={!canRefine}
        onChange={(e) => refine([Math.min(Number(e.target.value), hi), hi])}
      />
      <input
        type="range"
        aria-label="Maximum Duration (weeks)"
        min={min}
        max={max}
        step={1}
        value={hi}
        disabled={!canRefine}
        onChange={(e) => refine([lo, Math.max(Number(e.target.value), lo)])}
      />
      <output>
        {lo} – {hi} weeks
      </output>
    </fieldset>
  );
}

function Results() {
  const { results } = useInstantSearch();
  if ((results as { __isArtificial?: boolean }).__isArtificial) {
    return (
      <ul className="peer-grid">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <CourseHitSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return <Hits<CourseRecord> hitComponent={CourseHit} classNames={{ list: 'peer-grid' }} />;
}

function App() {
  return (
    <InstantSearch searchClient={searchClient as never} indexName={INDEX} routing future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={20} />
      <div className="peer-search">
        <div className="peer-bar">
          <SearchBox placeholder="Search..." />
          <ResultCount />
        </div>
        <div className="peer-layout">
          <aside className="peer-filters" aria-label="Filters">
            <h2>Filters</h2>
            <h3>Category</h3>
            <HierarchicalMenu attributes={['categories.lvl0', 'categories.lvl1', 'categories.lvl2']} limit={5} showMore showMoreLimit={30} />
            <h3>Availability</h3>
            <RefinementList attribute="availability" sortBy={['name:asc']} />
            <h3>Personalization</h3>
            <RefinementList attribute="personalization" />
            <h3>Academy</h3>
            <RefinementList attribute="academy" />
            <WeeksSlider />
            <h3>Price</h3>
            <RangeInput attribute="price" min={0} max={120000} />
          </aside>
          <section className="peer-results" aria-label="Courses">
            <Results />
            <Pagination padding={1} />
          </section>
        </div>
      </div>
    </InstantSearch>
  );
}

createRoot(document.getElementById('peer-root')!).render(<App />);
