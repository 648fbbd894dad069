import type { Key, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One column of a `DataTable`. `cell` gets the row and, when the table has `useRowState`, that row's
 * state (its mutations, a confirm dialog), so a row's cells can share it.
 */
export interface DataTableColumn<Row, State = undefined> {
  /** The header's content; a column of buttons names itself for screen readers only (`sr-only`). */
  header: ReactNode;
  cell: (row: Row, state: State) => ReactNode;
  /** Added to this column's header and cells (alignment, padding). */
  className?: string;
  headerClassName?: string;
  cellClassName?: string;
  /** This column names the row: its cells are row headers. */
  rowHeader?: boolean;
}

/** The classes of each part; the admin lists' look unless a table gives its own. */
export interface DataTableLook {
  wrapper: string;
  table: string;
  head: string;
  headRow?: string;
  headCell: string;
  row: string;
  cell: string;
}

const ADMIN_LIST_LOOK: DataTableLook = {
  wrapper: 'relative overflow-x-auto rounded-lg border border-border',
  table: 'w-full text-left text-sm',
  head: 'bg-muted/50 text-xs uppercase text-muted-foreground',
  headCell: 'px-3 py-2',
  row: 'border-t border-border',
  cell: 'px-3 py-2',
};

/** The admin tools' tables of figures (sales, database, queues): a rounder frame, headers in plain case. */
export const FIGURES_TABLE_LOOK: Partial<DataTableLook> = {
  wrapper: 'relative overflow-x-auto rounded-xl border',
  table: 'w-full text-sm',
  head: 'bg-muted/50 text-left',
  headCell: 'px-3 py-2 font-medium',
  row: 'border-t',
};

export interface DataTableProps<Row, State = undefined> {
  columns: readonly DataTableColumn<Row, State>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The table's accessible name, as a caption only screen readers read. */
  caption?: string;
  /** The id of an element on the page that names the table (instead of a caption). */
  labelledBy?: string;
  /** A `data-testid` for each row. */
  rowTestId?: (row: Row) => string;
  /**
   * A hook run once per row (a stable function, as any hook); its result is passed to every cell of
   * that row.
   */
  useRowState?: (row: Row) => State;
  look?: Partial<DataTableLook>;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** Shown instead of the table while it loads, or when it failed (the error wins). */
  loading?: ReactNode;
  error?: ReactNode;
}

// Without `useRowState` the state is `undefined`, the default of `State`.
const noRowState = () => undefined;

/** A table of rows with one header per column: the admin lists' markup, written once. */
export function DataTable<Row, State = undefined>({
  columns,
  rows,
  rowKey,
  caption,
  labelledBy,
  rowTestId,
  useRowState = noRowState as unknown as (row: Row) => State,
  look: lookOverrides,
  empty,
  loading,
  error,
}: DataTableProps<Row, State>) {
  if (error) return <>{error}</>;
  if (loading) return <>{loading}</>;
  if (rows.length === 0 && empty) return <>{empty}</>;
  const look = { ...ADMIN_LIST_LOOK, ...lookOverrides };
  return (
    <div className={look.wrapper}>
      <table className={look.table} aria-labelledby={labelledBy}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={look.head}>
          <tr className={look.headRow}>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn(look.headCell, column.className, column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <DataTableRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              look={look}
              testId={rowTestId?.(row)}
              useRowState={useRowState}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataTableRow<Row, State>({
  row,
  columns,
  look,
  testId,
  useRowState,
}: {
  row: Row;
  columns: readonly DataTableColumn<Row, State>[];
  look: DataTableLook;
  testId?: string;
  useRowState: (row: Row) => State;
}) {
  const state = useRowState(row);
  return (
    <tr className={look.row} data-testid={testId}>
      {columns.map((column, index) => {
        const className = cn(look.cell, column.className, column.cellClassName);
        return column.rowHeader ? (
          <th key={index} scope="row" className={className}>
            {column.cell(row, state)}
          </th>
        ) : (
          <td key={index} className={className}>
            {column.cell(row, state)}
          </td>
        );
      })}
    </tr>
  );
}
