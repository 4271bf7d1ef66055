// The statistics the benchmarks print.

/** The p-th percentile of values sorted in ascending order; NaN for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
