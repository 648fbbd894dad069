import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatabaseStatusDto, SecuritySettingsDto, SystemHealthDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

const SECURITY: SecuritySettingsDto = {
  require2FA: false,
  loginAttemptLimiting: true,
  sessionTimeout: 60,
  autoModerate: false,
  requireApproval: true,
};

const DATABASE: DatabaseStatusDto = {
  connectionStatus: 'healthy',
  totalTables: 42,
  totalRecords: 123456,
  databaseSize: '12.4 MB',
  databaseSizeBytes: 13_002_342,
  largestTables: [{ name: 'articles', rows: 5321, sizeBytes: 2 * 1024 * 1024 }],
  error: null,
};

const HEALTH: SystemHealthDto = {
  status: 'healthy',
  uptimeSeconds: 3 * 86400 + 4 * 3600 + 5 * 60,
  systemUptimeSeconds: 10 * 86400,
  nodeVersion: 'v22.1.0',
  pid: 123,
  cpu: { processPercent: 12.5, loadAverage: [0.5, 0.4, 0.3], cores: 2 },
  memory: {
    rssBytes: 256 * 1024 * 1024,
    heapUsedBytes: 100 * 1024 * 1024,
    heapTotalBytes: 150 * 1024 * 1024,
    systemTotalBytes: 4 * 1024 ** 3,
    systemFreeBytes: 1024 ** 3,
  },
  eventLoop: { meanMs: 10.25, p99Ms: 30, maxMs: 55 },
  redis: { status: 'up', latencyMs: 0.8, error: null },
  worker: { status: 'up', workers: [{ id: 'host:77', lastBeatAt: '2026-11-23T10:00:00.000Z', ageMs: 4000 }] },
  queues: [{ name: 'mail', waiting: 3, active: 1, delayed: 0, failed: 9, completed: 250 }],
  queueDashboardPath: '/admin/queues',
  checkedAt: '2026-11-23T10:00:04.000Z',
};

function stubAdmin() {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
    if (url.pathname === '/api/admin/security-settings') {
      return request.method === 'PUT'
        ? jsonResponse('saveSecuritySettings', { ...SECURITY, sessionTimeout: 30 })
        : jsonResponse('getSecuritySettings', SECURITY);
    }
    if (url.pathname === '/api/admin/database-status') return jsonResponse('getDatabaseStatus', DATABASE);
    if (url.pathname === '/api/admin/system-health') return jsonResponse('getSystemHealth', HEALTH);
    return undefined;
  });
}

describe('System settings', () => {
  it('is for admins only', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? signedInSessionResponse({ role: 'user' }) : undefined));
    renderRoute('/admin/system-settings');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('points appearance to the website settings', async () => {
    stubAdmin();
    renderRoute('/admin/system-settings');
    const link = await screen.findByRole('link', { name: 'Open the website settings' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/admin/website');
    for (const name of ['Appearance', 'Security', 'Database', 'System Health']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('saves the security settings, two-factor requirement included', async () => {
    const requests = stubAdmin();
    renderRoute('/admin/system-settings?tab=security');
    const timeout = await screen.findByLabelText('Session timeout (minutes)', {}, { timeout: 8000 });
    expect(timeout).toHaveValue(60);
    expect(screen.getByRole('switch', { name: 'Require two-factor authentication' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Require approval' })).toBeChecked();
    // Both moderation switches hold comments (the server's comment-holds rules); the text says what they do.
    expect(screen.getByRole('switch', { name: 'Require approval' })).toHaveAccessibleDescription(
      /less than 24 hours old wait for a moderator's approval/,
    );
    expect(screen.getByRole('switch', { name: 'Auto-moderate' })).toHaveAccessibleDescription(/look like link spam/);
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '30');
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-moderate' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Require two-factor authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Security settings saved')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put!.clone().json()).toEqual({
      ...SECURITY,
      sessionTimeout: 30,
      autoModerate: true,
      require2FA: true,
    });
  });

  it('shows the database figures and the largest tables', async () => {
    stubAdmin();
    renderRoute('/admin/system-settings?tab=database');
    expect(await screen.findByText('123,456', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('12.4 MB')).toBeInTheDocument();
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /articles/ });
    expect(within(row).getByText('5,321')).toBeInTheDocument();
    expect(within(row).getByText('2.0 MB')).toBeInTheDocument();
  });

  it('shows the system health, the queues and a full-page link to the queue dashboard', async () => {
    stubAdmin();
    renderRoute('/admin/system-settings?tab=health');
    expect(await screen.findByText('3d 4h 5m', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('12.5%')).toBeInTheDocument();
    expect(screen.getByText('256.0 MB')).toBeInTheDocument();
    expect(screen.getByText('10.3 ms')).toBeInTheDocument();
    expect(screen.getByText('host:77')).toBeInTheDocument();
    const queue = screen.getByRole('row', { name: /mail/ });
    expect(
      within(queue)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0', '9', '250']);
    expect(screen.getByRole('link', { name: 'Open the queue dashboard' })).toHaveAttribute('href', '/admin/queues');
  });

  it('shows an error with Retry when the database status fails', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
      if (url.pathname === '/api/admin/database-status') return errorResponse(503, 'Database unavailable');
      return undefined;
    });
    renderRoute('/admin/system-settings?tab=database');
    expect(await screen.findByText('Could not load the database status', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the server reason when the session timeout is refused', async () => {
    stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return signedInSessionResponse({ role: 'admin' });
      if (url.pathname === '/api/admin/security-settings') {
        return request.method === 'PUT'
          ? errorResponse(400, 'Validation failed', [{ field: 'sessionTimeout', reason: 'must not be less than 5' }])
          : jsonResponse('getSecuritySettings', SECURITY);
      }
      return undefined;
    });
    renderRoute('/admin/system-settings?tab=security');
    const timeout = await screen.findByLabelText('Session timeout (minutes)', {}, { timeout: 8000 });
    await userEvent.clear(timeout);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not be less than 5')).toBeInTheDocument();
  });
});
