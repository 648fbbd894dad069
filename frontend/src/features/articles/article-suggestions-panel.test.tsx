import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ArticleSuggestionSummaryDto } from '@/api/generated/types.gen';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildFullArticle } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { ArticleSuggestionsPanel } from './article-suggestions-panel';

const summary = (id: number, name: string): ArticleSuggestionSummaryDto => ({
  id,
  articleId: 3,
  articleTitle: 'Bonding rigs',
  suggester: {
    id: `u${id}`,
    username: name.toLowerCase(),
    displayName: name,
    role: 'user',
    profileImageUrl: null,
    isRoot: false,
    flairs: [],
  },
  summary: `Edit by ${name}`,
  status: 'pending',
  reviewer: null,
  reviewReason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  decidedAt: null,
});

describe("The article page's pending suggestions", () => {
  it('loads the next page of suggestions with Load More', async () => {
    const requests = stubFetch((url) => {
      if (url.pathname !== '/api/articles/3/suggestions') return undefined;
      return url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse('listArticleSuggestions', { items: [summary(2, 'Mia')], nextCursor: null })
        : jsonResponse('listArticleSuggestions', { items: [summary(1, 'Lena')], nextCursor: 'page-2' });
    });
    configureApiClient();
    const article = buildFullArticle({ id: 3, title: 'Bonding rigs', authorId: 'author' });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <ArticleSuggestionsPanel article={article} user={buildCurrentUser({ id: 'author' })} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const panel = await screen.findByTestId('article-suggestions');
    expect(within(panel).getByText(/Edit by Lena/)).toBeInTheDocument();
    expect(within(panel).queryByText(/Edit by Mia/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Load More' }));
    expect(await within(panel).findByText(/Edit by Mia/)).toBeInTheDocument();
    expect(within(panel).getByText(/Edit by Lena/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(requests.map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });
});
