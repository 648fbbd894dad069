import { fireEvent, screen, within } from '@testing-library/react';
import type { DataExportDto, DataExportStatusDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetchSignedIn } from '@/test/render';

const ID = '5d2f7a1e-8c44-4b7e-9f0a-1d2e3f4a5b6c';
const HOUR = 3600_000;

function anExport(overrides: Partial<DataExportDto> = {}): DataExportDto {
  return {
    id: ID,
    status: 'queued',
    progressPercent: 0,
    createdAt: new Date().toISOString(),
    startedAt: null,
    finishedAt: null,
    expiresAt: null,
    jsonBytes: null,
    zipBytes: null,
    failureReason: null,
    jsonUrl: null,
    zipUrl: null,
    ...overrides,
  };
}

function completed(overrides: Partial<DataExportDto> = {}): DataExportDto {
  return anExport({
    status: 'completed',
    progressPercent: 100,
    finishedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    jsonBytes: 20480,
    zipBytes: 4096,
    jsonUrl: `/api/settings/export/${ID}/download?format=json`,
    zipUrl: `/api/settings/export/${ID}/download?format=zip`,
    ...overrides,
  });
}

/** Answers the status polls with `statuses` in turn (the last one repeats) and the start with `started`. */
function stub(
  statuses: (DataExportDto | null)[],
  started: () => Response = () => jsonResponse('startDataExport', anExport(), 202),
) {
  let poll = 0;
  return stubFetchSignedIn((url, request) => {
    if (url.pathname === '/api/oauth/connections') return jsonResponse('listConnections', []);
    if (url.pathname === '/api/settings/export' && request.method === 'POST') return started();
    if (url.pathname === '/api/settings/export') {
      const body: DataExportStatusDto = { latest: statuses[Math.min(poll, statuses.length - 1)], exportsPerDay: 5 };
      poll += 1;
      return jsonResponse('getDataExportStatus', body);
    }
    return undefined;
  });
}

const card = () => screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 });

describe('YourDataCard (Security tab)', () => {
  it('starts an export, shows its progress while the worker runs, then the JSON and ZIP links with their expiry', async () => {
    const requests = stub([null, anExport({ status: 'running', progressPercent: 40 }), completed()]);
    renderRoute('/settings/security');
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Download my data' }));

    const bar = await within(region).findByRole('progressbar', { name: 'Export progress' }, { timeout: 5000 });
    expect(within(region).getByRole('button', { name: 'Preparing your data...' })).toBeDisabled();
    expect(await within(region).findByText('Preparing your data... 40%', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    const json = await within(region).findByRole('link', { name: /Download JSON/ }, { timeout: 5000 });
    expect(json).toHaveAttribute('href', `/api/settings/export/${ID}/download?format=json`);
    expect(json).toHaveAttribute('download');
    expect(json).toHaveTextContent('(20.0 KB)');
    expect(within(region).getByRole('link', { name: /Download ZIP/ })).toHaveAttribute(
      'href',
      `/api/settings/export/${ID}/download?format=zip`,
    );
    expect(within(region).getByText(/These links expire on/)).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(
      requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/settings/export'),
    ).toHaveLength(1);
  });

  it("shows the server's reason when an export cannot be started", async () => {
    stub([null], () =>
      errorResponse(429, 'You can request 5 exports of your data per 24 hours; please try again later.'),
    );
    renderRoute('/settings/security');
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Download my data' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'You can request 5 exports of your data per 24 hours; please try again later.',
    );
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when the last export failed or expired, and offers a new one', async () => {
    stub([
      anExport({ status: 'failed', failureReason: 'The export could not be prepared; please request a new one.' }),
    ]);
    const first = renderRoute('/settings/security');
    let region = await card();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The export could not be prepared; please request a new one.',
    );
    expect(within(region).getByRole('button', { name: 'Download my data' })).toBeEnabled();
    first.unmount();

    // Past its expiry even though the status was read as completed a while ago.
    stub([completed({ expiresAt: new Date(Date.now() - HOUR).toISOString() })]);
    renderRoute('/settings/security');
    region = await card();
    expect(
      await within(region).findByText(
        'Your last export has expired and was deleted. Request a new one to download your data again.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /Download JSON/ })).not.toBeInTheDocument();
  });

  it('shows an error when the export status cannot be loaded', async () => {
    stubFetchSignedIn((url) => {
      if (url.pathname === '/api/oauth/connections') return jsonResponse('listConnections', []);
      if (url.pathname === '/api/settings/export') return errorResponse(500, 'boom');
      return undefined;
    });
    renderRoute('/settings/security');
    const region = await card();
    expect(
      await within(region).findByText('Failed to load your data exports.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
