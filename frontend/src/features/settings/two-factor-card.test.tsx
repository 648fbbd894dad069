import { fireEvent, screen, within } from '@testing-library/react';
import type { SecondFactorStatusDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

const ON: SecondFactorStatusDto = {
  enrolled: true,
  required: false,
  state: 'verified',
  recoveryCodesLeft: 10,
  recoveryCodesOutdated: false,
};

function stub(status: SecondFactorStatusDto) {
  const admin = buildCurrentUser({ id: 'a1', username: 'keeper', role: 'admin' });
  const newCodes = Array.from({ length: 10 }, (_, i) => `aaaaa-bbbbb-ccccc-0000${i}`);
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user')
      return jsonResponse('getSession', buildSession(admin, { secondFactor: 'verified' }));
    if (url.pathname === '/api/oauth/connections') return jsonResponse('listConnections', []);
    if (url.pathname === '/api/second-factor') return jsonResponse('getSecondFactorStatus', status);
    if (url.pathname === '/api/second-factor/recovery-codes' && request.method === 'POST')
      return jsonResponse('regenerateSecondFactorRecoveryCodes', { recoveryCodes: newCodes, status: ON });
    return undefined;
  });
}

describe('TwoFactorCard when the second factor is on', () => {
  it('says how many recovery codes are left and makes new ones on request, showing them once', async () => {
    const requests = stub(ON);
    renderRoute('/settings/security');
    expect(await screen.findByTestId('recovery-codes-left', {}, { timeout: 5000 })).toHaveTextContent(
      '10 recovery codes left.',
    );
    expect(screen.queryByText(/older, shorter kind|running out/)).toBeNull();
    const button = screen.getByRole('button', { name: 'Generate new recovery codes' });
    fireEvent.click(button);
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('aaaaa-bbbbb-ccccc-00003')).toBeVisible();
    // A second press while the first runs is ignored.
    expect(requests.filter((r) => r.url.endsWith('/api/second-factor/recovery-codes'))).toHaveLength(1);
  });

  it('recommends new codes when the old ones are of the older kind or nearly used up', async () => {
    stub({ ...ON, recoveryCodesOutdated: true, recoveryCodesLeft: 7 });
    renderRoute('/settings/security');
    expect(await screen.findByText(/older, shorter kind/, {}, { timeout: 5000 })).toBeVisible();
  });

  it('warns when one code is left', async () => {
    stub({ ...ON, recoveryCodesLeft: 1 });
    renderRoute('/settings/security');
    expect(await screen.findByTestId('recovery-codes-left', {}, { timeout: 5000 })).toHaveTextContent(
      '1 recovery code left.',
    );
    expect(screen.getByText(/running out of recovery codes/)).toBeVisible();
  });
});
