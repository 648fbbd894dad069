import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import type { SubmissionBatchDto } from '@/api/generated/types.gen';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { createTestQueryClient, renderRoute, stubFetch, stubFetchSignedIn } from '@/test/render';
import { FileUploadPanel } from './file-upload-panel';

const batch: SubmissionBatchDto = {
  id: '6f1c2b3a-1d2e-4f50-8a9b-0c1d2e3f4a5b',
  type: 'person',
  fileName: 'people.csv',
  sizeBytes: 2048,
  status: 'processing',
  totalRows: 200,
  processedRows: 100,
  acceptedRows: 90,
  rejectedRows: 10,
  progressPercent: 50,
  failureReason: null,
  duplicateCheck: null,
  duplicatePercent: 0,
  duplicateRows: 0,
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: null,
};

function renderPanel(upload: () => Response) {
  configureApiClient();
  const requests = stubFetch((url, request) =>
    url.pathname === '/api/submissions/upload' && request.method === 'POST' ? upload() : undefined,
  );
  const router = createMemoryRouter(
    [
      { path: '/submissions/new', element: <FileUploadPanel /> },
      { path: '/submissions/batches/:batchId', element: <p>Batch page</p> },
    ],
    { initialEntries: ['/submissions/new'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { requests, router };
}

describe('FileUploadPanel', () => {
  it('asks for a file, refuses other than .csv, shows name and size in KB, and opens the batch after upload', async () => {
    const { requests, router } = renderPanel(() =>
      jsonResponse('uploadSubmissionBatch', { ...batch, status: 'queued' }, 202),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No File Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a file to upload')).toBeInTheDocument();

    const input = screen.getByLabelText('CSV file');
    await user.upload(input, new File(['x'], 'people.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .csv files are accepted');

    await user.upload(input, new File(['a'.repeat(2560)], 'people.csv', { type: 'text/csv' }));
    expect(screen.getByTestId('selected-file')).toHaveTextContent('people.csv (2.5 KB)');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/submissions/batches/${batch.id}`);
    const sent = requests.find((request) => request.method === 'POST');
    const form = await sent!.formData();
    expect(form.get('type')).toBe('person');
    // (The test environment's FormData round trip drops the part's file name; the e2e journey checks it.)
    expect((form.get('file') as Blob).size).toBe(2560);
  });

  it('shows the server’s reason and the spec’s Upload Failed toast when the file is refused', async () => {
    renderPanel(() =>
      errorResponse(400, 'bad header', [
        { field: 'file', reason: 'The header row must hold the template’s column names' },
      ]),
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'people.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file. Please check the format and try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The header row must hold');
  });
});

describe('BatchStatusPage', () => {
  it('shows progress, counts and the error report button at /submissions/batches/:batchId', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === `/api/submissions/batches/${batch.id}` ? jsonResponse('getSubmissionBatch', batch) : undefined,
    );
    renderRoute(`/submissions/batches/${batch.id}`);
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('batch-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('accepted-rows')).toHaveTextContent('90');
    expect(screen.getByTestId('rejected-rows')).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'Download error report' })).toBeInTheDocument();
  });

  it('shows the duplicate check after the import completes, then how many rows were flagged', async () => {
    const completed = { ...batch, status: 'completed' as const, processedRows: 200, progressPercent: 100 };
    let answer: SubmissionBatchDto = { ...completed, duplicateCheck: 'checking', duplicatePercent: 40 };
    stubFetchSignedIn((url) =>
      url.pathname === `/api/submissions/batches/${batch.id}` ? jsonResponse('getSubmissionBatch', answer) : undefined,
    );
    renderRoute(`/submissions/batches/${batch.id}`);
    const bar = await screen.findByRole('progressbar', { name: 'Duplicate check progress' }, { timeout: 10_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('duplicate-check')).toHaveTextContent('Checking for duplicates... 40%');
    expect(screen.getByTestId('batch-status')).toHaveTextContent('Completed');

    // The page keeps polling while the check runs.
    answer = { ...completed, duplicateCheck: 'done', duplicatePercent: 100, duplicateRows: 3 };
    expect(
      await screen.findByText(/Duplicate check done: 3 rows resemble an existing entry/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Duplicate check progress' })).not.toBeInTheDocument();
  });
});
