import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: number; name: string; count: number };
const rows: Row[] = [
  { id: 1, name: 'Ada', count: 3 },
  { id: 2, name: 'Grace', count: 5 },
];
const columns: DataTableColumn<Row>[] = [
  { header: 'Name', rowHeader: true, cell: (row) => row.name },
  { header: 'Count', className: 'text-right', cellClassName: 'tabular-nums', cell: (row) => row.count },
  { header: <span className="sr-only">Actions</span>, cell: (row) => <button type="button">Edit {row.name}</button> },
];

describe('DataTable', () => {
  it('names the table by its caption, with a header per column and a row per item', () => {
    render(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption="People" rowTestId={() => 'person'} />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Grace' })).toBeInTheDocument();
    expect(screen.getAllByTestId('person')).toHaveLength(2);
    const count = within(screen.getAllByTestId('person')[0]).getByText('3');
    expect(count).toHaveClass('px-3', 'py-2', 'text-right', 'tabular-nums');
    expect(within(table).getByRole('columnheader', { name: 'Count' })).not.toHaveClass('tabular-nums');
  });

  it('shows the empty, loading and error states instead of the table', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>Nobody yet.</p>} />,
    );
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} loading={<p>Loading people...</p>} />);
    expect(screen.getByText('Loading people...')).toBeInTheDocument();
    rerender(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={<p>Loading people...</p>}
        error={<p role="alert">Failed to load people.</p>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load people.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives every cell of a row the state of that row', async () => {
    const useCounter = () => {
      const [clicks, setClicks] = useState(0);
      return { clicks, click: () => setClicks((value) => value + 1) };
    };
    const stateful: DataTableColumn<Row, ReturnType<typeof useCounter>>[] = [
      {
        header: 'Name',
        cell: (row, { click }) => <button type="button" onClick={click}>{`Click ${row.name}`}</button>,
      },
      { header: 'Clicks', cell: (row, { clicks }) => `${row.name}: ${clicks}` },
    ];
    render(<DataTable columns={stateful} rows={rows} rowKey={(row) => row.id} useRowState={useCounter} />);
    await userEvent.click(screen.getByRole('button', { name: 'Click Grace' }));
    expect(screen.getByText('Grace: 1')).toBeInTheDocument();
    expect(screen.getByText('Ada: 0')).toBeInTheDocument();
  });
});
