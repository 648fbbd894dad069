import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleSuggestionSummaryDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, signedInSessionResponse, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const summary = (id: number, title: string): ArticleSuggestionSummaryDto => ({
  id,
  articleId: id * 10,
  articleTitle: title,
  suggester: null,
  summary: `Suggestion ${id}`,
  status: 'pending',
  reviewer: null,
  reviewReason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  decidedAt: null,
});

describe('Suggestions (admin Content tab)', () => {
  it('pages the review queue with Load More', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return signedInSessionResponse(buildCurrentUser({ role: 'admin' }));
      if (url.pathname === '/api/article-suggestions') {
        expect(url.searchParams.get('status')).toBe('pending');
        return url.searchParams.get('cursor') === 'next'
          ? jsonResponse('listSuggestionQueue', { items: [summary(2, 'Second article')], nextCursor: null })
          : jsonResponse('listSuggestionQueue', { items: [summary(1, 'First article')], nextCursor: 'next' });
      }
      if (url.pathname === '/api/admin/articles') {
        return jsonResponse('listAdminArticles', { items: [], nextCursor: null, total: 0, totalIsEstimate: false });
      }
      return undefined;
    });
    renderRoute('/admin/content');

    const list = await screen.findByRole('list', { name: 'Pending suggestions' }, { timeout: 10_000 });
    expect(within(list).getAllByTestId('suggestion-queue-item')).toHaveLength(1);
    const section = list.closest('section') as HTMLElement;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Load More' }));
    expect(await within(section).findByRole('link', { name: 'Second article' })).toBeInTheDocument();
    expect(within(list).getAllByTestId('suggestion-queue-item')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
