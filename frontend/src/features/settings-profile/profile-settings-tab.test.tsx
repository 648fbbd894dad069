import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { buildCurrentUser, buildProfile, buildSession } from '@/test/fixtures';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { createTestQueryClient, createTestQueryClientWithSession, stubFetch } from '@/test/render';
import { ProfileSettingsTab } from './profile-settings-tab';

const me = buildCurrentUser({ id: 'me-1', username: 'backpack_dan' });
const myProfile = buildProfile({
  id: 'me-1',
  username: 'backpack_dan',
  isOwnProfile: true,
  bio: 'Old bio',
  settings: {
    showRealName: false,
    showEmail: false,
    displayNamePreference: 'username',
    showOnlineStatus: true,
    allowFriendRequests: true,
    displayName: null,
  },
});

type TabOptions = {
  /** The answer to GET /api/auth/user (a Promise holds it back). */
  session?: () => Response | Promise<Response>;
  queryClient?: QueryClient;
};

function renderTab(
  patch: (body: unknown) => Response,
  profile = myProfile,
  {
    session = () => jsonResponse('getSession', buildSession(me)),
    queryClient = createTestQueryClient(),
  }: TabOptions = {},
) {
  configureApiClient();
  const requests = stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return session();
    if (url.pathname === '/api/users/by-username/me-1') return jsonResponse('getProfileByUsername', profile);
    if (url.pathname === '/api/users/me/profile' && request.method === 'PATCH') return patch(undefined);
    return undefined;
  });
  const router = createMemoryRouter([{ path: '/settings/profile', element: <ProfileSettingsTab /> }], {
    initialEntries: ['/settings/profile'],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return requests;
}

describe('ProfileSettingsTab', () => {
  it('saves the form with updateMyProfile and confirms with Settings updated', async () => {
    const requests = renderTab(() => jsonResponse('updateMyProfile', { ...myProfile, bio: 'New bio' }));
    const user = userEvent.setup();
    const bio = await screen.findByLabelText('Bio');
    expect(bio).toHaveValue('Old bio');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    await user.click(screen.getByRole('switch', { name: 'Show e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    // Only what changed: untouched fields are not sent.
    expect(await patch?.clone().json()).toEqual({ bio: 'New bio', showEmail: true });
  });

  it('shows the form from the session the app already checked, without waiting on another check', async () => {
    // Later checks never answer: only the one session query's earlier answer lets the form draw.
    renderTab(() => jsonResponse('updateMyProfile', myProfile), myProfile, {
      session: () => new Promise<Response>(() => undefined),
      queryClient: createTestQueryClientWithSession(buildSession(me)),
    });
    expect(await screen.findByLabelText('Bio')).toHaveValue('Old bio');
  });

  it('shows Loading profile until the first session answer, and the sign-in hint only when it says signed out', async () => {
    let answerSession: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerSession = resolve));
    renderTab(() => jsonResponse('updateMyProfile', myProfile), myProfile, {
      session: () => held.then(() => jsonResponse('getSession', buildSession(null))),
    });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to edit your profile.')).toBeNull();

    answerSession();
    expect(await screen.findByText('Sign in to edit your profile.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bio')).toBeNull();
  });

  it('saves only a new bio for a user whose provider names our old rules refused ("User 0749")', async () => {
    const fromGoogle = { ...myProfile, firstName: 'Google', lastName: 'User 0749' };
    const requests = renderTab(() => jsonResponse('updateMyProfile', { ...fromGoogle, bio: 'Hello' }), fromGoogle);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Last name')).toHaveValue('User 0749');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.clone().json()).toEqual({ bio: 'Hello' });
  });

  it('shows the server field errors beside the fields', async () => {
    renderTab(() => errorResponse(400, 'Validation failed', [{ field: 'twitterHandle', reason: 'Invalid handle' }]));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Twitter'), 'bad handle!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid handle')).toBeInTheDocument();
    expect(screen.getByLabelText('Twitter')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses pictures over 5MB and non-images before uploading', async () => {
    const requests = renderTab(() => jsonResponse('getProfileByUsername', myProfile));
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText(/Maximum file size 5MB/)).toBeInTheDocument();
    const input = screen.getByLabelText('Choose a picture');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5MB');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PNG, JPEG, GIF or WebP');
    expect(screen.getByRole('button', { name: /Upload Picture/ })).toBeDisabled();
    expect(requests.some((request) => request.url.endsWith('/api/users/me/avatar'))).toBe(false);
  });
});
