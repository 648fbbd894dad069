/** Axis helpers for the small SVG charts: a "nice" upper bound and evenly spaced ticks from 0. */

/** The smallest of 1, 2, 5 or 10 times a power of ten that is at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const fraction = value / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Evenly spaced ticks covering `min`..`max` (0 always inside), about `count` intervals; whole numbers
 * only when `integers` (counts of people or articles have no halves).
 */
export function niceTicks(min: number, max: number, { count = 4, integers = false } = {}): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  let step = niceStep((high - low) / count);
  if (integers) step = Math.max(1, Math.round(step));
  const first = Math.floor(low / step) * step;
  const last = Math.max(first + step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Number(tick.toFixed(10)));
  return ticks;
}

/**
 * Indexes of the x labels to print: at most `max`, always the first and the last. The regular labels are
 * `every` points apart; the last one replaces the regular label before it when the two would be closer
 * than three quarters of that (a 30-day chart printed "11-2311-24" with labels one day apart). `max`
 * comes from the chart's width at 56 px a label, so three quarters still leaves about 42 px.
 */
export function labelIndexes(length: number, max: number): number[] {
  if (length <= max) return Array.from({ length }, (_, index) => index);
  const every = Math.ceil((length - 1) / (max - 1));
  const indexes: number[] = [];
  for (let index = 0; index < length - 1; index += every) indexes.push(index);
  if (indexes.length > 1 && length - 1 - indexes[indexes.length - 1] < every * 0.75) indexes.pop();
  indexes.push(length - 1);
  return indexes;
}
