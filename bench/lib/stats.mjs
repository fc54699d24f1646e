/** Medians, side-by-side ratios and rounding for the results file. */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Median of the per-run ratios a/b: each run's pair was measured side by side. */
export function pairedRatio(as, bs) {
  const ratios = as.map((a, i) => (typeof a === 'number' && typeof bs[i] === 'number' && bs[i] > 0 ? a / bs[i] : null));
  return median(ratios);
}

export const round = (value, digits = 0) => (typeof value === 'number' && Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
