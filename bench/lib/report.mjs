/**
 * Turns the samples into the results file (medians, side-by-side ratios) and the tables
 * printed at the end of a run and kept in bench/README.md.
 */
import { CARD_COUNTS, TABLE_ROWS } from './growth-run.mjs';
import { STEP_ORDER } from './search-run.mjs';
import { median, pairedRatio, round } from './stats.mjs';

export const TIMINGS = [
  { key: 'skeleton', label: 'script start → first skeleton painted', unit: 'ms', read: (s) => s.skeletonMs },
  { key: 'results', label: 'script start → first results painted', unit: 'ms', read: (s) => s.resultsMs },
  ...STEP_ORDER.map((step) => ({
    key: `interaction.${step}`,
    label:
      { page: 'change page', checkbox: 'tick a checkbox', slider: 'slider thumb by keyboard (3 keys)', typing: 'type "ielts" in the search box' }[step] +
      ': worst interaction',
    unit: 'ms',
    read: (s) => s[step]?.worstMs,
  })),
  { key: 'cls.load', label: 'layout shift on load (CLS)', unit: '', digits: 3, read: (s) => s.loadCls },
  { key: 'cls.interactions', label: 'layout shift through the interactions', unit: '', digits: 3, read: (s) => s.interactionCls },
  { key: 'longTasks.load', label: 'long tasks (> 50 ms) on load', unit: 'count', read: (s) => s.loadLongTasks },
  { key: 'longTaskMs.load', label: 'long-task time on load', unit: 'ms', read: (s) => s.loadLongTaskMs },
  { key: 'longTasks.interactions', label: 'long tasks through the interactions', unit: 'count', read: (s) => s.interactionLongTasks },
  { key: 'longTaskMs.interactions', label: 'long-task time through the interactions', unit: 'ms', read: (s) => s.interactionLongTaskMs },
];

export function buildResults({ settings, bytes, search, preload, growth, requests, lighthouse = null, errors }) {
  const timings = {};
  for (const t of TIMINGS) {
    const values = Object.fromEntries(['ours', 'react', 'peer'].map((v) => [v, search[v].map(t.read)]));
    timings[t.key] = {
      label: t.label,
      unit: t.unit,
      ours: round(median(values.ours), t.digits ?? 0),
      oursReact: round(median(values.react), t.digits ?? 0),
      peer: round(median(values.peer), t.digits ?? 0),
      ratio: round(pairedRatio(values.ours, values.peer), 2),
      ratioReact: round(pairedRatio(values.react, values.peer), 2),
      preactOverReact: round(pairedRatio(values.ours, values.react), 2),
    };
  }
  const preloadOf = (field, label) => {
    const on = preload.on.map((s) => s[field]);
    const off = preload.off.map((s) => s[field]);
    return { label, on: round(median(on)), off: round(median(off)), ratio: round(pairedRatio(on, off), 2) };
  };
  const coursePage = { card: preloadOf('cardMs', 'script start → course card painted'), batch: preloadOf('batchMs', 'script start → first batch painted') };
  const growthOf = (kind, sizes, field) =>
    Object.fromEntries(
      sizes.map((n) => {
        const ours = growth.ours.map((s) => s[kind][n]?.[field]);
        const react = (growth.react ?? []).map((s) => s[kind][n]?.[field]);
        return [n, { ours: round(median(ours)), oursReact: round(median(react)), preactOverReact: round(pairedRatio(ours, react), 2) }];
      }),
    );
  const cards = growthOf('cards', CARD_COUNTS, 'mountMs');
  const table = growthOf('table', TABLE_ROWS, 'renderMs');
  const slope = (series, from, to) => (series[from].ours > 0 && series[to].ours !== null ? round(series[to].ours / series[from].ours, 1) : null);

  const typingRequests = (v) => median(search[v].map((s) => s.typing?.requests));
  const suggestionRequests = typingRequests('ours');
  return {
    about: 'npm run bench: medians of the runs; ratios are ours / peer, the median of per-run ratios measured side by side. See bench/README.md.',
    settings,
    bytes,
    timings,
    coursePagePreloading: coursePage,
    growth: {
      courseCardsMountMs: cards,
      dataTableRenderMs: table,
      slope: { cards100over1: slope(cards, 1, 100), rows1000over20: slope(table, 20, 1000) },
    },
    requests: {
      userInfoOnEveryWidgetPage: {
        count: requests.userInfo.userInfo,
        goal: 1,
        ok: requests.userInfo.userInfo === 1,
        widgets: requests.userInfo.widgets,
        mounted: requests.userInfo.mounted,
        apiRequests: requests.userInfo.apiRequests,
      },
      suggestionRequestsPerTypingBurst: {
        ours: suggestionRequests,
        goal: '≤ 1',
        ok: suggestionRequests !== null && suggestionRequests <= 1,
        peerSearchRequests: typingRequests('peer'),
      },
      staleResponseShown: Object.fromEntries(
        Object.entries(requests.stale).map(([v, r]) => [
          v === 'react' ? 'oursReact' : v,
          { shown: r.staleShown, countsShown: r.countsShown, note: r.note || undefined },
        ]),
      ),
    },
    lighthouse: lighthouse && { settings: lighthouse.settings, pages: lighthouse.pages },
    errors,
  };
}

const fmt = (v, unit = '') => (v === null || v === undefined ? '—' : `${v}${unit && unit !== 'count' ? ` ${unit}` : ''}`);
const x = (v) => (v === null || v === undefined ? '—' : `${v}×`);
const yes = (ok) => (ok === null || ok === undefined ? '—' : ok ? 'ok' : 'OVER');

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function renderTables(r) {
  const s = r.settings;
  const parts = [];
  const load = s.loadAverage ? `, load average ${s.loadAverage.start} at the start and ${s.loadAverage.end} at the end` : '';
  const when = s.startedAt ? `Run on ${s.startedAt}. ` : '';
  parts.push(
    `${when}Runs: ${s.runs} (growth: ${s.growthRuns}), CPU ${s.cpuThrottle}× slower, ${s.latencyMs ? `${s.latencyMs} ms added to every round trip` : 'no added network latency'}, viewport ${s.viewport}, ${s.chromium}, Node ${s.node}, ${s.cpus} CPUs${load}.`,
  );
  parts.push('### Bytes (KB; budgets in gzip: the product target, and the ceiling the tests enforce today)');
  parts.push(
    table(
      ['bundle', 'gzip', 'brotli', 'target', '', 'ceiling', ''],
      r.bytes.bundles.map((b) => [b.name, b.gzipKB, b.brotliKB, fmt(b.targetKB), yes(b.withinTarget), fmt(b.ceilingKB), yes(b.withinCeiling)]),
    ),
  );
  parts.push(
    table(
      ['demo page (runtime + its bundles)', 'gzip', 'brotli'],
      r.bytes.pages.map((p) => [p.page, p.gzipKB, p.brotliKB]),
    ),
  );
  parts.push(
    table(
      ['page budget', 'bundles', 'gzip', 'target', '', 'ceiling', ''],
      r.bytes.budgetPages.map((p) => [p.page, p.bundles.join(' + '), p.gzipKB, fmt(p.targetKB), yes(p.withinTarget), fmt(p.ceilingKB), yes(p.withinCeiling)]),
    ),
  );
  const sp = r.bytes.searchPage;
  parts.push(
    table(
      ['search page JS (+ CSS for the peer)', 'ours (Preact)', 'ours on React', 'peer', 'ours / peer', 'ours on React / peer'],
      [
        ['gzip KB', sp.ours.gzipKB, sp.oursReact.gzipKB, sp.peer.gzipKB, x(sp.ratio), x(sp.ratioReact)],
        ['brotli KB', sp.ours.brotliKB, sp.oursReact.brotliKB, sp.peer.brotliKB, '', ''],
        ['runtime alone, gzip KB', r.bytes.runtime.preact.gzipKB, r.bytes.runtime.react.gzipKB, '', '', ''],
      ],
    ),
  );
  parts.push('### Timings on the search page (medians; ratio < 1 means ours is faster or smaller)');
  parts.push(
    table(
      ['figure', 'ours (Preact)', 'ours on React', 'peer', 'ours / peer', 'ours on React / peer', 'Preact / React'],
      Object.values(r.timings).map((t) => [
        t.label,
        fmt(t.ours, t.unit),
        fmt(t.oursReact, t.unit),
        fmt(t.peer, t.unit),
        x(t.ratio),
        x(t.ratioReact),
        x(t.preactOverReact),
      ]),
    ),
  );
  parts.push('### Preloading: the course page (medians; ratio < 1 means preloading is faster)');
  parts.push(
    table(
      ['figure', 'preloaded', 'asked by the browser', 'preloaded / asked'],
      Object.values(r.coursePagePreloading).map((t) => [t.label, fmt(t.on, 'ms'), fmt(t.off, 'ms'), x(t.ratio)]),
    ),
  );
  parts.push('### Growth');
  const g = r.growth;
  parts.push(
    table(
      ['', 'ours (Preact)', 'ours on React', 'Preact / React'],
      [
        ...Object.entries(g.courseCardsMountMs).map(([n, v]) => [
          `${n} course card${n === '1' ? '' : 's'}: script start → all painted`,
          fmt(v.ours, 'ms'),
          fmt(v.oursReact, 'ms'),
          x(v.preactOverReact),
        ]),
        ...Object.entries(g.dataTableRenderMs).map(([n, v]) => [
          `data table, ${n} rows: answer → all rows painted`,
          fmt(v.ours, 'ms'),
          fmt(v.oursReact, 'ms'),
          x(v.preactOverReact),
        ]),
      ],
    ),
  );
  parts.push(`Slope (ours): 100 cards take ${x(g.slope.cards100over1)} the time of 1; 1,000 rows take ${x(g.slope.rows1000over20)} the time of 20.`);
  parts.push('### Requests');
  const q = r.requests;
  const stale = q.staleResponseShown;
  const staleText = (v) => (v ? (v.shown === null ? `inconclusive (${v.note})` : v.shown ? 'YES' : 'never') : '—');
  parts.push(
    table(
      ['figure', 'value', 'goal', ''],
      [
        [
          `user-info requests on a page with every widget (${q.userInfoOnEveryWidgetPage.mounted}/${q.userInfoOnEveryWidgetPage.widgets} mounted)`,
          q.userInfoOnEveryWidgetPage.count,
          1,
          yes(q.userInfoOnEveryWidgetPage.ok),
        ],
        ['suggestion requests per typing burst ("ielts")', fmt(q.suggestionRequestsPerTypingBurst.ours), '≤ 1', yes(q.suggestionRequestsPerTypingBurst.ok)],
        ['(peer: search requests for the same burst)', fmt(q.suggestionRequestsPerTypingBurst.peerSearchRequests), '', ''],
        [
          'stale answer shown (slow first answer): ours / ours on React / peer',
          `${staleText(stale.ours)} / ${staleText(stale.oursReact)} / ${staleText(stale.peer)}`,
          'never',
          '',
        ],
      ],
    ),
  );
  if (r.lighthouse) {
    const l = r.lighthouse;
    const runs = [...new Set(l.pages.map((p) => p.runs))].join(' or ');
    parts.push(`### Lighthouse on the demo (${l.settings.profile}; Lighthouse ${l.settings.lighthouse}; medians of ${runs} run${runs === '1' ? '' : 's'} per page)`);
    parts.push(
      table(
        ['page', 'performance', 'goal', '', 'largest contentful paint', 'total blocking time', 'layout shift (CLS)', 'tasks over 50 ms', 'longest task'],
        l.pages.map((p) => [
          p.page,
          fmt(p.performance),
          `≥ ${p.goal}`,
          p.ok === null ? '—' : p.ok ? 'ok' : 'below',
          fmt(p.lcpMs, 'ms'),
          fmt(p.tbtMs, 'ms'),
          fmt(p.cls),
          fmt(p.longTasks),
          fmt(p.longestTaskMs, 'ms'),
        ]),
      ),
    );
  }
  if (r.errors.length) parts.push(`Problems seen during the run:\n${r.errors.map((e) => `- ${e}`).join('\n')}`);
  return parts.join('\n\n');
}
