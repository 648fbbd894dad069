import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCurrentUser, buildProfile } from '@/test/fixtures';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { stubProfilePage } from '@/test/profile-page';
import { renderRoute } from '@/test/render';

const member = buildCurrentUser({ id: 'member-1', username: 'backpack_dan', displayName: 'backpack_dan' });

/** A profile page of another member for `viewer`; POST /api/reports answers `reportAnswer`. */
function stubProfile(viewer = member, reportAnswer: () => Response = () => jsonResponse('createReport', created)) {
  const profile = buildProfile();
  const requests = stubProfilePage({
    viewer,
    profile,
    more: (url, request) => (url.pathname === '/api/reports' && request.method === 'POST' ? reportAnswer() : undefined),
  });
  return { profile, requests };
}

const created = {
  id: 'r-1',
  subjectKind: 'profile' as const,
  subjectId: 'user-2',
  reason: 'other' as const,
  details: 'Pretends to be a streamer',
  createdAt: '2026-11-29T10:00:00.000Z',
};

const reportPosts = (requests: Request[]) =>
  requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/reports');

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Report' }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Report this profile' }) };
}

describe('Reporting', () => {
  it('asks for a reason, needs details for Other, and sends one report with an idempotency key', async () => {
    const { profile, requests } = stubProfile();
    renderRoute(`/profile/${buildProfile().username}`);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();

    // Keyboard: a focused radio is chosen with Space.
    within(dialog).getByRole('radio', { name: 'Spam' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say in a few words what is wrong.')).toBeInTheDocument();
    expect(reportPosts(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Details (required)'), 'Pretends to be a streamer');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your report' })).toBeInTheDocument();
    const [post] = reportPosts(requests);
    expect(reportPosts(requests)).toHaveLength(1);
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await post.clone().json()).toEqual({
      subjectKind: 'profile',
      subjectId: profile.id,
      reason: 'other',
      details: 'Pretends to be a streamer',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeInTheDocument();
  });

  it('says so when the member already reported it', async () => {
    stubProfile(member, () => errorResponse(409, 'You have already reported this. A moderator will look at it.'));
    renderRoute(`/profile/${buildProfile().username}`);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const already = await screen.findByRole('dialog', { name: 'Already reported' });
    expect(already).toHaveTextContent('You have already reported this. A moderator will look at it.');
  });

  it('shows a server field error under its field', async () => {
    stubProfile(member, () =>
      errorResponse(400, 'Validation failed', [
        { field: 'details', reason: 'The details can be at most 1000 characters.' },
      ]),
    );
    renderRoute(`/profile/${buildProfile().username}`);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('The details can be at most 1000 characters.')).toBeInTheDocument();
  });

  it('offers no Report on your own profile', async () => {
    const profile = buildProfile();
    stubProfile(buildCurrentUser({ id: profile.id, username: profile.username }));
    renderRoute(`/profile/${profile.username}`);
    expect(await screen.findByTestId('profile-username', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
