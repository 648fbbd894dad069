import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';
import { buildArchiveEntry } from './archive-fixtures';
import { toUpdateBody } from './use-archive-edit-form';

function stubAs(role: 'user' | 'moderator' | 'admin', entryAnswer: () => Response) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(buildCurrentUser({ role })));
    if (url.pathname === '/api/archive/person/justin-kan') return entryAnswer();
    if (url.pathname === '/api/archive/person/justin-kan/revisions') {
      return jsonResponse('listArchiveEntryRevisions', [
        {
          id: 1,
          number: 1,
          editor: null,
          createdAt: '2025-02-01T10:00:00.000Z',
          changedFields: [],
          name: 'Justin Kan',
          description: 'x'.repeat(20),
          details: {},
          tags: [],
          videos: [],
          links: [],
          photos: [],
        },
      ]);
    }
    return undefined;
  });
}

// The page loads lazily through the real route table: on a busy machine that takes a few seconds.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('ArchiveEntryPage', () => {
  it('shows the entry with its infobox, tags, related events and no admin controls for a member', async () => {
    stubAs('user', () => jsonResponse('getArchiveEntry', buildArchiveEntry()));
    renderRoute('/archive/person/justin-kan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Justin Kan' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Infobox' })).toBeInTheDocument();
    expect(screen.getByText('#lifecasting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Justin.tv goes live' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revision history' })).not.toBeInTheDocument();
    // Anyone may ask for a correction or takedown of what the entry says about them.
    expect(screen.getByRole('link', { name: 'This entry is about me' })).toHaveAttribute(
      'href',
      `/request-correction?entry=${buildArchiveEntry().id}`,
    );
  });

  it('lets an admin open Edit and a moderator see the history', async () => {
    stubAs('admin', () => jsonResponse('getArchiveEntry', buildArchiveEntry()));
    renderRoute('/archive/person/justin-kan');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Justin Kan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Associated with')).toHaveValue('Emmett Shear\nNobody Listed');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
  });

  it('says Entry Not Found for an unknown slug and for an unknown type', async () => {
    stubAs('user', () => errorResponse(404, 'Archive Entry Not Found'));
    const { unmount } = renderRoute('/archive/person/justin-kan');
    expect(await screen.findByRole('heading', { name: 'Entry Not Found' })).toBeInTheDocument();
    unmount();
    const requests = stubAs('user', () => jsonResponse('getArchiveEntry', buildArchiveEntry()));
    renderRoute('/archive/planet/justin-kan');
    expect(await screen.findByRole('heading', { name: 'Entry Not Found' })).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/archive/'))).toBe(false);
  });

  it('shows the error with Retry when loading fails', async () => {
    stubAs('user', () => errorResponse(500, 'Internal server error'));
    renderRoute('/archive/person/justin-kan');
    expect(await screen.findByRole('heading', { name: 'Failed to load the entry.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('toUpdateBody', () => {
  it("sends the type's fields with lists one per line, blank lines dropped, and clears the stream link of a non-streamer", () => {
    const entry = buildArchiveEntry();
    const body = toUpdateBody(entry, {
      name: ' Justin Kan ',
      description: 'A long enough description.',
      tags: 'a, ,b',
      videos: '',
      links: 'https://a.example\n\nhttps://b.example',
      photos: '',
      nicknames: 'JK\n',
      akas: '',
      isStreamer: false,
      streamLink: 'https://old.example',
      location: '',
      previousLocations: '',
      associatedWith: 'Emmett Shear',
    });
    expect(body).toEqual({
      name: ' Justin Kan ',
      description: 'A long enough description.',
      tags: ['a', 'b'],
      videos: [],
      links: ['https://a.example', 'https://b.example'],
      photos: [],
      nicknames: ['JK'],
      akas: [],
      isStreamer: false,
      streamLink: '',
      location: '',
      previousLocations: [],
      associatedWith: ['Emmett Shear'],
    });
  });
});
