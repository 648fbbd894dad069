import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildSubmissionBatch } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { FileUploadPanel } from './file-upload-panel';

const batch = buildSubmissionBatch();

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
  it('asks for a file, refuses other than .csv, shows name and size in KB, and opens the batch once it is queued', async () => {
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
    // Queued is not processed: no success is claimed before a row was read.
    expect(await screen.findByText('File Received')).toBeInTheDocument();
    expect(screen.getByText('Your file is queued for import: its page shows each step.')).toBeInTheDocument();
    expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
    expect(screen.queryByText(/processed successfully/)).not.toBeInTheDocument();
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

  it('shows a quota refusal with the limit it names', async () => {
    renderPanel(() =>
      errorResponse(
        429,
        'You already have 2 imports queued or running; the most allowed at once is 2: upload this file when one has finished',
      ),
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'people.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the most allowed at once is 2');
  });
});
