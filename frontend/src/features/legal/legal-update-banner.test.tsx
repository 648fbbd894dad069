import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalStatusDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetchSignedIn } from '@/test/render';

const outdated: LegalStatusDto = {
  needsAcceptance: true,
  documents: [
    { kind: 'terms', currentVersion: 2, acceptedVersion: 1, updated: true },
    { kind: 'privacy', currentVersion: 1, acceptedVersion: 1, updated: false },
  ],
};
const accepted: LegalStatusDto = {
  needsAcceptance: false,
  documents: [
    { kind: 'terms', currentVersion: 2, acceptedVersion: 2, updated: false },
    { kind: 'privacy', currentVersion: 1, acceptedVersion: 1, updated: false },
  ],
};

function stub(status: LegalStatusDto) {
  return stubFetchSignedIn((url, request) => {
    if (url.pathname === '/api/legal/status') return jsonResponse('getLegalStatus', status);
    if (url.pathname === '/api/legal/accept' && request.method === 'POST') {
      return jsonResponse('acceptLegalDocuments', accepted);
    }
    return undefined;
  });
}

describe('Updated terms banner', () => {
  afterEach(() => sessionStorage.clear());

  it('names the updated document with a link, and Accept records the acceptance and hides it', async () => {
    const requests = stub(outdated);
    renderRoute('/moderation-log');
    const banner = await screen.findByTestId('legal-update-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('We updated our Terms of Service.');
    expect(within(banner).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(banner).queryByRole('link', { name: 'Privacy Policy' })).toBeNull();

    await userEvent.click(within(banner).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByTestId('legal-update-banner')).toBeNull());
    expect(requests.filter((request) => new URL(request.url).pathname === '/api/legal/accept')).toHaveLength(1);
  });

  it('asks a member who never accepted any version to read and accept, rather than announcing an update', async () => {
    stub({
      needsAcceptance: true,
      documents: [
        { kind: 'terms', currentVersion: 1, acceptedVersion: null, updated: true },
        { kind: 'privacy', currentVersion: 1, acceptedVersion: null, updated: true },
      ],
    });
    renderRoute('/moderation-log');
    const banner = await screen.findByTestId('legal-update-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('Please read and accept our Terms of Service and Privacy Policy.');
    expect(banner).not.toHaveTextContent('We updated');
    expect(screen.getByRole('region', { name: 'Terms to accept' })).toContainElement(banner);
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('can be dismissed for this visit without accepting', async () => {
    const requests = stub(outdated);
    renderRoute('/moderation-log');
    const banner = await screen.findByTestId('legal-update-banner', {}, { timeout: 5000 });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss the notice about updated terms' }));
    expect(screen.queryByTestId('legal-update-banner')).toBeNull();
    expect(requests.some((request) => new URL(request.url).pathname === '/api/legal/accept')).toBe(false);
  });

  it('is not shown when the member accepted the versions in force', async () => {
    const requests = stub(accepted);
    renderRoute('/moderation-log');
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).pathname === '/api/legal/status')).toBe(true),
    );
    await screen.findByRole('heading', { name: 'Moderation log' }, { timeout: 5000 });
    expect(screen.queryByTestId('legal-update-banner')).toBeNull();
  });
});
