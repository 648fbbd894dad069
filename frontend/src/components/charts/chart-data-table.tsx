import type { ChartSeries } from './svg-chart';

type ChartDataTableProps = {
  caption: string;
  categories: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
};

/** The figures behind a chart, one row per x position, behind a disclosure that any keyboard opens. */
export function ChartDataTable({ caption, categories, series, formatValue }: ChartDataTableProps) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Show as a table
      </summary>
      <div className="mt-2 max-h-72 overflow-auto rounded-lg border">
        <table className="w-full text-xs">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Day
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal tabular-nums">
                  {category}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="px-2 py-1 text-right tabular-nums">
                    {formatValue(s.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
