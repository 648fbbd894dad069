import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import type { SubmissionBatchDto } from '@/api/generated/types.gen';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildSubmissionBatch } from '@/test/fixtures';
import { createTestQueryClient, renderRoute, stubFetchSignedIn } from '@/test/render';

const reading = buildSubmissionBatch({ fileName: '\u00c4rchive-\u65e5\u672c.csv' });
const queued: SubmissionBatchDto = {
  ...reading,
  status: 'queued',
  totalRows: null,
  processedRows: 0,
  acceptedRows: 0,
  rejectedRows: 0,
  progressPercent: 0,
  startedAt: null,
};
const rejected = [
  { rowNumber: 5, field: 'videos', reason: 'Every entry of Videos must be a valid http(s) URL' },
  { rowNumber: 8, field: 'description', reason: 'Description must be at least 10 characters' },
];
const completed = (overrides: Partial<SubmissionBatchDto>): SubmissionBatchDto => ({
  ...reading,
  status: 'completed',
  processedRows: 200,
  progressPercent: 100,
  duplicateCheck: 'done',
  duplicatePercent: 100,
  finishedAt: '2026-11-23T10:00:09.000Z',
  ...overrides,
});

/** The batch page, answered by `answer()` on every poll (change what it returns to move the batch on). */
function renderBatch(answer: () => SubmissionBatchDto) {
  stubFetchSignedIn((url) =>
    url.pathname === `/api/submissions/batches/${queued.id}` ? jsonResponse('getSubmissionBatch', answer()) : undefined,
  );
  return renderRoute(`/submissions/batches/${queued.id}`);
}

const POLLED = { timeout: 5000 };

describe('BatchStatusPage', () => {
  it('says a queued file waits for its turn, and shows its name as uploaded', async () => {
    renderBatch(() => queued);
    expect(await screen.findByTestId('batch-status')).toHaveTextContent('Queued');
    expect(screen.getByTestId('batch-stage')).toHaveTextContent('Waiting for its turn: no row has been read yet.');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('\u00c4rchive-\u65e5\u672c.csv')).toBeInTheDocument();
  });

  it('shows the rows read so far against the total, with its progress bar', async () => {
    renderBatch(() => reading);
    expect(await screen.findByTestId('batch-status')).toHaveTextContent('Reading rows');
    expect(screen.getByTestId('batch-stage')).toHaveTextContent('Reading rows: 100 of 200');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('accepted-rows')).toHaveTextContent('90');
    expect(screen.getByTestId('rejected-rows')).toHaveTextContent('10');
  });

  it('lists the first rejected rows on the page, keeps the report downloadable, and never calls that a success', async () => {
    let answer = reading;
    renderBatch(() => answer);
    await screen.findByTestId('batch-stage');
    answer = completed({ acceptedRows: 198, rejectedRows: 2, firstErrors: rejected });

    expect(await screen.findByText('Import Finished With Rejected Rows', undefined, POLLED)).toBeInTheDocument();
    expect(screen.getByText('2 of 200 rows were rejected; the page lists why.')).toBeInTheDocument();
    expect(screen.queryByText(/processed successfully/)).not.toBeInTheDocument();
    expect(screen.getByTestId('batch-status')).toHaveTextContent('Done');

    const table = screen.getByRole('table', { name: 'Rejected rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5', 'videos', 'Every entry of Videos must be a valid http(s) URL'],
      ['8', 'description', 'Description must be at least 10 characters'],
    ]);
    expect(screen.getByRole('button', { name: 'Download error report' })).toBeInTheDocument();
  });

  it('says the file was processed successfully only when it completes with no rejected row', async () => {
    let answer = reading;
    renderBatch(() => answer);
    await screen.findByTestId('batch-stage');
    answer = completed({ acceptedRows: 200, rejectedRows: 0 });
    expect(await screen.findByText('Upload Successful', undefined, POLLED)).toBeInTheDocument();
    expect(screen.getByText('Your file has been uploaded and processed successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rejected rows' })).not.toBeInTheDocument();
  });

  it('shows the duplicate check after the import completes, then how many rows were flagged', async () => {
    let answer = completed({ duplicateCheck: 'checking', duplicatePercent: 40 });
    renderBatch(() => answer);
    const bar = await screen.findByRole('progressbar', { name: 'Duplicate check progress' }, { timeout: 10_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('batch-status')).toHaveTextContent('Checking duplicates');
    expect(screen.getByTestId('duplicate-check')).toHaveTextContent('Checking for duplicates... 40%');

    // The page keeps polling while the check runs.
    answer = completed({ duplicateCheck: 'done', duplicatePercent: 100, duplicateRows: 3 });
    expect(
      await screen.findByText(/Duplicate check done: 3 rows resemble an existing entry/, undefined, POLLED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Duplicate check progress' })).not.toBeInTheDocument();
  });

  it('tells how a file just uploaded went, even when it was done before the page first asked', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === `/api/submissions/batches/${queued.id}`
        ? jsonResponse('getSubmissionBatch', completed({ acceptedRows: 198, rejectedRows: 2, firstErrors: rejected }))
        : undefined,
    );
    configureApiClient();
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: `/submissions/batches/${queued.id}`, state: { justUploaded: true } }],
    });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Import Finished With Rejected Rows', undefined, POLLED)).toBeInTheDocument();
    // Told once: the page's history entry no longer says it was just uploaded.
    expect(router.state.location.state).toBeNull();
  });

  it('says nothing more of a batch that had ended before the page was opened', async () => {
    renderBatch(() => completed({ acceptedRows: 200, rejectedRows: 0 }));
    expect(await screen.findByTestId('batch-status')).toHaveTextContent('Done');
    expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
  });

  it('names why a file failed as a whole', async () => {
    let answer = reading;
    renderBatch(() => answer);
    await screen.findByTestId('batch-stage');
    const reason =
      'The file has 6 rows, but you may import 10 rows in 24 hours and 4 are left: split the file or upload it later';
    answer = { ...reading, status: 'failed', failureReason: reason, acceptedRows: 0, rejectedRows: 0 };
    expect(await screen.findByText('Upload Failed', undefined, POLLED)).toBeInTheDocument();
    expect(screen.getByTestId('batch-status')).toHaveTextContent('Failed');
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
  });
});
