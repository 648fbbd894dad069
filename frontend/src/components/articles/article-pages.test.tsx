import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { buildArticle } from '@/test/fixtures';
import { ArticlePages } from './article-pages';

type Query = Parameters<typeof ArticlePages>[0]['query'];

function query(overrides: Partial<Query>): Query {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

const pages = (...items: ArticleSummaryDto[][]) => ({ pages: items.map((page) => ({ items: page })) });

function renderPages(state: Query, feature?: (article: ArticleSummaryDto) => ReactNode) {
  render(
    <MemoryRouter>
      <ArticlePages query={state} emptyText="Nothing here yet." emptyTestId="empty" feature={feature} />
    </MemoryRouter>,
  );
}

describe('ArticlePages', () => {
  it('shows every loaded page as cards and asks for the next page on Load More', async () => {
    const fetchNextPage = vi.fn();
    renderPages(
      query({
        data: pages([buildArticle({ id: 1, title: 'One' })], [buildArticle({ id: 2, title: 'Two' })]),
        hasNextPage: true,
        fetchNextPage,
      }),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['One', 'Two']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('hands the first article to feature and shows the rest as cards', () => {
    renderPages(
      query({ data: pages([buildArticle({ id: 1, title: 'Lead' }), buildArticle({ id: 2, title: 'Second' })]) }),
      (article) => <p data-testid="featured">{article.title}</p>,
    );
    expect(screen.getByTestId('featured')).toHaveTextContent('Lead');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Second']);
  });

  it('shows the empty text when no page has an article', () => {
    renderPages(query({ data: pages([], []) }));
    expect(screen.getByTestId('empty')).toHaveTextContent('Nothing here yet.');
  });

  it('names the failure and retries', async () => {
    const refetch = vi.fn();
    renderPages(query({ isError: true, error: { statusCode: 500, message: 'boom' }, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load articles.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
