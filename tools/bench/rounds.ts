/**
 * Ratios of paired rounds. Two targets that take turns in rounds (bench:api's reads and their peers,
 * bench:signin's sign-in and raw Argon2id) give one ratio per round; a burst of other load on this
 * shared machine moves the ratio of the rounds it hits, not the others, so the median of the rounds'
 * ratios reads through it where the ratio of the totals does not (tools/bench/README.md).
 */
export interface RoundRatios {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `a[i] / b[i]` for each round both ran, summarised; undefined when no round has both. */
export function roundRatios(a: readonly number[], b: readonly number[]): RoundRatios | undefined {
  const ratios = a.slice(0, b.length).map((x, i) => x / b[i]!).filter(Number.isFinite);
  if (!ratios.length) return undefined;
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), rounds: ratios.length };
}

/** `median 0.912 (0.850–0.990 over 5 rounds)` */
export const formatRatios = (r: RoundRatios): string => `median ${r.median.toFixed(3)} (${r.min.toFixed(3)}–${r.max.toFixed(3)} over ${r.rounds} rounds)`;
