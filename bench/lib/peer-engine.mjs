/**
 * The peer's search backend: answers InstantSearch's queries (query, facetFilters,
 * numericFilters, facets, page, hitsPerPage) from the mock API's course fixtures, with
 * Algolia-shaped results (hits, nbHits, nbPages, facets, facets_stats). Small and literal:
 * 72 records, filtered on every call.
 */
const AVAILABILITY = {
  morning: 'Morning 6 AM - 12 PM',
  afternoon: 'Afternoon 12 PM - 4 PM',
  evening: 'Evening 4 PM - 8 PM',
  night: 'Night 8 PM - 11 PM',
};
const PERSONALIZATION = { '1-Many': 'Group classes', '1-1': '1-to-1 classes' };
const NUMERIC = new Set(['weeks', 'price']);
const rupees = new Intl.NumberFormat('en-IN');

/** One searchable record per course, from the same fixtures the mock API serves. */
export function buildRecords({ courses, toCourseCard, courseTimeBuckets }) {
  return courses.map((course) => {
    const card = toCourseCard(course);
    const lvl0 = course.category.name;
    const lvl1 = `${lvl0} > ${course.sub.name}`;
    const price = card.price.list_price;
    return {
      objectID: String(course.id),
      id: course.id,
      title: course.title,
      url: course.url,
      category: lvl0,
      categories: { lvl0, lvl1, ...(course.topic ? { lvl2: `${lvl1} > ${course.topic.name}` } : {}) },
      academy: course.academy.name,
      academyLogo: course.academy.logo,
      priceText: price.inclusive_tax === 0 ? 'Free' : `${price.currency.symbol}${rupees.format(price.exclusive_tax)}+ ${price.tax.type}`,
      price: course.price,
      weeks: course.weeks,
      liveHours: course.liveHours,
      availability: [...courseTimeBuckets(course)].map((b) => AVAILABILITY[b]),
      personalization: course.personalization.map((p) => PERSONALIZATION[p]),
      instructors: card.instructors.mapped_instructors.map((i) => ({ name: i.full_name, image: i.image.url })),
      instructorCount: card.instructors.mapped_instructor_count,
      personalizations: card.personalizations.map(({ name, value, description }) => ({ name, value, description })),
      cta: card.cta,
      searchText: [course.title, lvl0, course.sub.name, course.topic?.name ?? '', course.academy.name].join(' ').toLowerCase(),
    };
  });
}

const valuesOf = (record, attribute) => {
  const value = attribute.split('.').reduce((v, key) => (v == null ? undefined : v[key]), record);
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** "attr:value" (a leading '-' negates; '\-' is a literal dash). */
function parseFacetFilter(text) {
  const at = text.indexOf(':');
  let attribute = text.slice(0, at);
  let negate = false;
  if (attribute.startsWith('-')) {
    negate = true;
    attribute = attribute.slice(1);
  }
  let value = text.slice(at + 1);
  if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negate };
}

function facetFilterMatches(record, filters) {
  // AND of entries; an entry that is a list is an OR.
  for (const entry of filters) {
    const alternatives = (Array.isArray(entry) ? entry : [entry]).map(parseFacetFilter);
    const ok = alternatives.some(({ attribute, value, negate }) => valuesOf(record, attribute).map(String).includes(value) !== negate);
    if (!ok) return false;
  }
  return true;
}

const NUMERIC_FILTER = /^\s*([\w.]+)\s*(<=|>=|!=|=|<|>)\s*(-?[\d.]+)\s*$/;
function numericFilterMatches(record, filters) {
  for (const entry of filters) {
    const alternatives = Array.isArray(entry) ? entry : [entry];
    const ok = alternatives.some((text) => {
      const m = NUMERIC_FILTER.exec(String(text));
      if (!m) return true;
      const value = Number(valuesOf(record, m[1])[0]);
      const bound = Number(m[3]);
      return { '<=': value <= bound, '>=': value >= bound, '<': value < bound, '>': value > bound, '=': value === bound, '!=': value !== bound }[m[2]];
    });
    if (!ok) return false;
  }
  return true;
}

const asList = (v) => (v === undefined ? [] : typeof v === 'string' ? JSON.parse(v.startsWith('[') ? v : JSON.stringify([v])) : v);

function searchOne(records, indexName, params = {}) {
  const query = String(params.query ?? '')
    .trim()
    .toLowerCase();
  const words = query.split(/\s+/).filter(Boolean);
  const facetFilters = asList(params.facetFilters);
  const numericFilters = asList(params.numericFilters);
  const matched = records.filter(
    (r) => words.every((w) => r.searchText.includes(w)) && facetFilterMatches(r, facetFilters) && numericFilterMatches(r, numericFilters),
  );
  const hitsPerPage = params.hitsPerPage === undefined ? 20 : Number(params.hitsPerPage);
  const page = Number(params.page ?? 0);
  const facetNames = asList(params.facets);
  const wanted = facetNames.includes('*') ? ['categories.lvl0', 'availability', 'personalization', 'academy', 'weeks', 'price'] : facetNames;
  const maxValues = Number(params.maxValuesPerFacet ?? 100);
  const facets = {};
  const facets_stats = {};
  for (const attribute of wanted) {
    const counts = {};
    for (const r of matched) for (const v of valuesOf(r, attribute)) counts[v] = (counts[v] ?? 0) + 1;
    facets[attribute] = Object.fromEntries(
      Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, maxValues),
    );
    if (NUMERIC.has(attribute) && matched.length) {
      const values = matched.map((r) => Number(valuesOf(r, attribute)[0]));
      const sum = values.reduce((a, b) => a + b, 0);
      facets_stats[attribute] = { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum };
    }
  }
  const hits = hitsPerPage > 0 ? matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ searchText, ...hit }) => hit) : [];
  return {
    index: indexName,
    hits,
    nbHits: matched.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query: params.query ?? '',
    params: '',
    facets,
    facets_stats,
  };
}

/** `{ requests: [{ indexName, params }] }` → `{ results: [...] }`. */
export function answerSearch(records, body) {
  const requests = Array.isArray(body?.requests) ? body.requests : [];
  return { results: requests.map((r) => searchOne(records, r.indexName, r.params ?? {})) };
}
