import type { SubmissionBatchErrorDto } from '@/api/generated/types.gen';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

// Numbered: one row may have the same problem listed twice.
type ListedError = SubmissionBatchErrorDto & { index: number };

const COLUMNS: DataTableColumn<ListedError>[] = [
  { header: 'Row', cell: (error) => error.rowNumber, cellClassName: 'tabular-nums' },
  { header: 'Column', cell: (error) => error.field, cellClassName: 'font-mono text-xs' },
  { header: 'Reason', cell: (error) => error.reason },
];

/** The first problems of rejected rows, as the error report lists them (row as a spreadsheet numbers it). */
export function RejectedRowsTable({
  errors,
  rejectedRows,
}: {
  errors: SubmissionBatchErrorDto[];
  rejectedRows: number;
}) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby="rejected-rows-heading">
      <h2 id="rejected-rows-heading" className="text-base font-semibold">
        Rejected rows
      </h2>
      <DataTable
        columns={COLUMNS}
        rows={errors.map((error, index) => ({ ...error, index }))}
        rowKey={(error) => `${error.rowNumber}-${error.field}-${error.index}`}
        labelledBy="rejected-rows-heading"
      />
      <p className="text-sm text-muted-foreground">
        {errors.length < rejectedRows
          ? `The first ${errors.length} problems are listed; the error report has every one of the ${rejectedRows} rejected rows.`
          : 'The error report has the same list as a spreadsheet.'}
      </p>
    </section>
  );
}
