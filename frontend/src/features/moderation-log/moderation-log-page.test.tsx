import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationLogEntryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';

const entry = (overrides: Partial<ModerationLogEntryDto>): ModerationLogEntryDto => ({
  id: crypto.randomUUID(),
  subjectKind: 'comment',
  action: 'hidden',
  source: 'report',
  reasonCategory: 'harassment',
  context: null,
  contextPath: null,
  createdAt: '2026-11-20T10:00:00.000000Z',
  ...overrides,
});

/** The log answers `entries`, filtered by kind as the server would. */
function stub(entries: ModerationLogEntryDto[]) {
  return stubFetch((url) => {
    if (url.pathname !== '/api/moderation-log') return undefined;
    const kind = url.searchParams.get('kind');
    const items = entries.filter((item) => !kind || item.subjectKind === kind);
    return jsonResponse('listModerationLog', { items, nextCursor: null, total: items.length });
  });
}

describe('Moderation log page', () => {
  it('says so when nothing was moderated yet', async () => {
    stub([]);
    renderRoute('/moderation-log');
    expect(await screen.findByText('No moderation actions yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists actions with reason, source and a link to their public context', async () => {
    stub([
      entry({ context: 'The 2016 walk', contextPath: '/article/3' }),
      entry({ subjectKind: 'profile', action: 'suspended', source: 'moderator_review', reasonCategory: 'spam' }),
    ]);
    renderRoute('/moderation-log');
    const list = await screen.findByRole('list', { name: 'Moderation actions' }, { timeout: 5000 });
    const [comment, profile] = within(list).getAllByTestId('moderation-log-entry');
    expect(comment).toHaveTextContent('Comment hidden · Harassment');
    expect(comment).toHaveTextContent('Members’ reports');
    expect(within(comment).getByRole('link', { name: 'The 2016 walk' })).toHaveAttribute('href', '/article/3');
    expect(profile).toHaveTextContent('Profile account suspended · Spam');
    expect(profile).toHaveTextContent('A moderator’s own review');
  });

  it('filters by kind through the address, and shows only a site path as a link', async () => {
    const requests = stub([
      entry({ subjectKind: 'article', action: 'deleted', context: 'Elsewhere', contextPath: '//evil.example/x' }),
      entry({ subjectKind: 'comment' }),
    ]);
    renderRoute('/moderation-log');
    await screen.findByRole('list', { name: 'Moderation actions' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Article' }));
    await waitFor(() => expect(screen.getAllByTestId('moderation-log-entry')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Article' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('moderation-log-entry')).toHaveTextContent('Article removed');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(requests.some((request) => new URL(request.url).searchParams.get('kind') === 'article')).toBe(true);
  });
});
