import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArchivePageDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

const page = (names: string[]): ArchivePageDto => ({
  items: names.map((name, index) => ({
    id: index + 1,
    type: 'person',
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    preview: `${name} preview.`,
    aliases: [],
    tags: [],
    eventDate: null,
  })),
  nextCursor: null,
  total: names.length,
});

function stubArchive(answer: (url: URL) => ArchivePageDto) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') {
      return jsonResponse('getSession', buildSession(buildCurrentUser(), { featureAccess: 'everyone' }));
    }
    if (url.pathname === '/api/archive') return jsonResponse('listArchiveEntries', answer(url));
    return undefined;
  });
}

// The page loads lazily through the real route table: on a busy machine that takes a few seconds.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('ArchiveIndexPage', () => {
  it('lists entries with links and filters by type through the chips', async () => {
    const requests = stubArchive((url) => (url.searchParams.get('type') === 'event' ? page([]) : page(['Justin Kan'])));
    renderRoute('/archive');
    expect(await screen.findByRole('link', { name: 'Justin Kan' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/archive/person/justin-kan',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 entry');
    await userEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.some((request) => new URL(request.url).searchParams.get('type') === 'event')).toBe(true);
  }, 30_000);

  it('searches as the member types and says when nothing matches', async () => {
    const requests = stubArchive((url) => (url.searchParams.get('q') ? page([]) : page(['Kappa'])));
    renderRoute('/archive');
    await screen.findByRole('link', { name: 'Kappa' }, { timeout: 15_000 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the archive' }), 'zzz');
    expect(await screen.findByText('No entries match “zzz”.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get('q') === 'zzz')).toBe(true),
    );
  }, 30_000);
});
