import { labelIndexes, niceTicks } from './chart-scale';
import { ChartDataTable } from './chart-data-table';
import { useElementWidth } from './use-element-width';

export type ChartSeries = { label: string; color: string; values: number[] };
/** Lines, lines with a filled area, bars side by side, or bars stacked on each other. */
export type ChartKind = 'line' | 'area' | 'bars' | 'stacked-bars';

type SvgChartProps = {
  /** The accessible name of the drawing (what it shows, in a sentence). */
  label: string;
  kind: ChartKind;
  /** One per x position (days, for example), as shown in the table and the hover titles. */
  categories: string[];
  /** The shorter form printed under the x axis. */
  formatCategory?: (category: string) => string;
  series: ChartSeries[];
  formatValue?: (value: number) => string;
  /** Whole-number ticks (counts). */
  integers?: boolean;
  height?: number;
  /** Caption of the table that carries the same figures. */
  tableCaption: string;
  /** A visible caption under the chart. */
  caption?: string;
};

const MARGIN = { top: 8, right: 8, bottom: 24 };
const defaultFormat = (value: number) => new Intl.NumberFormat().format(value);

/**
 * A small hand-drawn SVG chart (a few hundred bytes of code instead of a charting library in the
 * bundle): an image with a spoken name, its legend, a hover title per x position, and the figures as
 * a table under a disclosure for anyone who cannot see the drawing.
 */
export function SvgChart({
  label,
  kind,
  categories,
  formatCategory = (category) => category,
  series,
  formatValue = defaultFormat,
  integers = false,
  height = 240,
  tableCaption,
  caption,
}: SvgChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const count = categories.length;
  const stacked = kind === 'stacked-bars';
  const totals = categories.map((_, index) => series.reduce((sum, s) => sum + Math.max(0, s.values[index] ?? 0), 0));
  const all = series.flatMap((s) => s.values);
  const ticks = niceTicks(Math.min(0, ...all), stacked ? Math.max(0, ...totals) : Math.max(0, ...all), { integers });
  const low = ticks[0];
  const high = ticks[ticks.length - 1];

  const left = Math.max(...ticks.map((tick) => formatValue(tick).length)) * 7 + 10;
  const plotWidth = Math.max(40, width - left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, count);
  const x = (index: number) => left + band * (index + 0.5);
  const y = (value: number) => MARGIN.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const shown = labelIndexes(count, Math.max(2, Math.floor(plotWidth / 56)));

  return (
    <figure className="grid min-w-0 gap-2">
      {/* Sized by its container, never by the chart inside (contain: inline-size), so the first draw at the
          fallback width cannot widen a phone-sized card and then measure itself at that width. */}
      <div ref={ref} className="w-full min-w-0 [contain:inline-size]">
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          className="block max-w-full text-muted-foreground"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--border)"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {shown.map((index) => (
            <text key={index} x={x(index)} y={height - 6} textAnchor="middle" fontSize={12} fill="currentColor">
              {formatCategory(categories[index])}
            </text>
          ))}
          {kind === 'bars' || stacked ? (
            <Bars {...{ series, count, band, x, y, stacked }} />
          ) : (
            <Lines {...{ series, x, y, area: kind === 'area', base: y(Math.max(low, 0)) }} />
          )}
          {categories.map((category, index) => (
            <rect
              key={category}
              x={left + band * index}
              y={MARGIN.top}
              width={band}
              height={plotHeight}
              fill="transparent"
            >
              <title>
                {`${category}: ${series.map((s) => `${s.label} ${formatValue(s.values[index] ?? 0)}`).join(', ')}`}
              </title>
            </rect>
          ))}
        </svg>
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <ChartDataTable caption={tableCaption} {...{ categories, series, formatValue }} />
      {caption ? <figcaption className="text-xs text-muted-foreground">{caption}</figcaption> : null}
    </figure>
  );
}

type Scale = { x: (index: number) => number; y: (value: number) => number };

function Bars({
  series,
  count,
  band,
  x,
  y,
  stacked,
}: Scale & { series: ChartSeries[]; count: number; band: number; stacked: boolean }) {
  const group = band * (stacked ? 0.7 : 0.8);
  const barWidth = stacked ? group : group / Math.max(1, series.length);
  const rects = [];
  for (let index = 0; index < count; index += 1) {
    let base = 0;
    for (const [position, s] of series.entries()) {
      const value = s.values[index] ?? 0;
      const from = stacked ? base : 0;
      const to = from + value;
      if (stacked) base = to;
      const left = x(index) - group / 2 + (stacked ? 0 : position * barWidth);
      rects.push(
        <rect
          key={`${index}-${position}`}
          x={left}
          y={Math.min(y(from), y(to))}
          width={Math.max(1, barWidth - (stacked ? 0 : 1))}
          height={Math.abs(y(from) - y(to))}
          fill={s.color}
        />,
      );
    }
  }
  return <g>{rects}</g>;
}

function Lines({ series, x, y, area, base }: Scale & { series: ChartSeries[]; area: boolean; base: number }) {
  return (
    <g>
      {series.map((s) => {
        const points = s.values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`);
        const line = `M${points.join('L')}`;
        const last = x(s.values.length - 1).toFixed(1);
        return (
          <g key={s.label}>
            {area && points.length > 0 ? (
              <path d={`${line}L${last},${base}L${x(0).toFixed(1)},${base}Z`} fill={s.color} fillOpacity={0.2} />
            ) : null}
            <path d={line} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />
            {s.values.length === 1 ? <circle cx={x(0)} cy={y(s.values[0])} r={3} fill={s.color} /> : null}
          </g>
        );
      })}
    </g>
  );
}
