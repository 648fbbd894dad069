import type { SubmissionBatchErrorDto } from '@/api/generated/types.gen';

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
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm" aria-labelledby="rejected-rows-heading">
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, index) => (
              <tr key={`${error.rowNumber}-${error.field}-${index}`} className="border-t border-border">
                <td className="px-3 py-2 tabular-nums">{error.rowNumber}</td>
                <td className="px-3 py-2 font-mono text-xs">{error.field}</td>
                <td className="px-3 py-2">{error.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        {errors.length < rejectedRows
          ? `The first ${errors.length} problems are listed; the error report has every one of the ${rejectedRows} rejected rows.`
          : 'The error report has the same list as a spreadsheet.'}
      </p>
    </section>
  );
}
