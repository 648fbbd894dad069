import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreFlairDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

function storeFlair(overrides: Partial<StoreFlairDto>): StoreFlairDto {
  return {
    id: 1,
    name: 'night-owl',
    displayName: 'Night Owl',
    description: 'Still watching',
    backgroundColor: '#312e81',
    textColor: '#facc15',
    borderColor: '#facc15',
    pointCost: 300,
    price: 3,
    requiresApplication: false,
    isAnimated: true,
    animationType: 'pulse',
    owned: false,
    isActive: false,
    applicationStatus: null,
    nextApplicationAt: null,
    ...overrides,
  };
}

function stubStore(flairs: StoreFlairDto[], points: number, answers: { apply?: Response } = {}) {
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') {
      return jsonResponse('getSession', buildSession(buildCurrentUser({ availablePoints: points })));
    }
    if (url.pathname === '/api/flairs') return jsonResponse('listFlairs', flairs);
    if (url.pathname.endsWith('/apply') && request.method === 'POST') return answers.apply;
    return undefined;
  });
}

// Rendering a lazily loaded route takes seconds on a busy machine; the default 5 s is too tight.
describe('StorePage', { timeout: 15_000 }, () => {
  it('asks signed-out visitors to sign in', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? jsonResponse('getSession', buildSession(null)) : undefined,
    );
    renderRoute('/store');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to access the store.')).toBeInTheDocument();
  });

  it('shows the Flairs tab first and Premium as Coming Soon', async () => {
    stubStore([storeFlair({})], 100);
    renderRoute('/store');
    expect(await screen.findByRole('tab', { name: 'Flairs' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Premium' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });

  it('disables Purchase below the cost with the store wording', async () => {
    stubStore([storeFlair({ pointCost: 300 })], 299);
    renderRoute('/store');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Insufficient points to purchase this flair')).toBeInTheDocument();
    // The button says how many more are needed, and the dialog says where to get them.
    expect(within(dialog).getByRole('button', { name: '1 more point needed' })).toBeDisabled();
    expect(within(dialog).getByText(/You need 1 more point\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get points' })).toHaveAttribute('href', '/store?tab=points');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Get points' }));
    expect(await screen.findByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reveals the notice on the first click and submits the application on the second', async () => {
    const requests = stubStore([storeFlair({ requiresApplication: true, pointCost: 0 })], 0, {
      apply: errorResponse(409, 'You already have a pending application for this flair'),
    });
    renderRoute('/store');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('note')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ice');
    await userEvent.type(within(dialog).getByLabelText('Why should you have this flair?'), 'I was there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending application for this flair')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.clone().json()).toEqual({ applicantName: 'Ice', reasonNote: 'I was there', proofLinks: [] });
  });

  it('shows when a new application is possible after a denial', async () => {
    stubStore(
      [
        storeFlair({
          requiresApplication: true,
          applicationStatus: 'denied',
          nextApplicationAt: '2030-02-03T12:00:00.000Z',
        }),
      ],
      0,
    );
    renderRoute('/store');
    expect(await screen.findByTestId('flair-status', {}, { timeout: 5000 })).toHaveTextContent(
      'Application denied. You can apply again on Feb 3, 2030.',
    );
  });
});
