import { buildArticle } from '@/test/fixtures';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArticleCard } from './article-card';
import { ArticleCardGrid } from './article-card-grid';

function renderCard(overrides: Parameters<typeof buildArticle>[0] = {}) {
  const article = buildArticle({ id: 42, ...overrides });
  render(
    <MemoryRouter>
      <ArticleCard article={article} />
    </MemoryRouter>,
  );
  return article;
}

describe('ArticleCard', () => {
  it('shows the first 3 tags and +N for the rest', () => {
    renderCard({ tags: ['justintv', 'lifecasting', 'history', 'hardware', 'backpack'] });
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByText('#justintv')).toBeInTheDocument();
    expect(tags.getByText('#lifecasting')).toBeInTheDocument();
    expect(tags.getByText('#history')).toBeInTheDocument();
    expect(tags.queryByText('#hardware')).not.toBeInTheDocument();
    expect(tags.getByText('+2')).toBeInTheDocument();
  });

  it('shows no +N when there are 3 tags or fewer', () => {
    renderCard({ tags: ['a', 'b', 'c'] });
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });

  it('shows the 200-character preview, not the excerpt, with an ellipsis when cut', () => {
    const preview = 'x'.repeat(200);
    renderCard({ preview, previewTruncated: true, excerpt: 'An excerpt that the card does not use' });
    expect(screen.getByTestId('article-preview')).toHaveTextContent(`${preview}...`);
    expect(screen.queryByText('An excerpt that the card does not use')).not.toBeInTheDocument();
  });

  it('links the title and Read More to /articles/{id} and the author to the profile', () => {
    const article = renderCard({ title: 'Lifecasting begins', authorName: 'Ada Historian' });
    expect(screen.getByRole('link', { name: 'Lifecasting begins' })).toHaveAttribute('href', '/articles/42');
    expect(screen.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/articles/42');
    expect(screen.getByRole('link', { name: 'Ada Historian' })).toHaveAttribute(
      'href',
      `/profile/${article.author.username}`,
    );
  });

  it('shows likes, comment count and views', () => {
    renderCard({ likes: 56, commentCount: 7, views: 1234 });
    expect(screen.getByText('56 likes')).toBeInTheDocument();
    expect(screen.getByText('7 comments')).toBeInTheDocument();
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
  });
});

describe('ArticleCardGrid', () => {
  it('renders one list item with a card per article, in order', () => {
    render(
      <MemoryRouter>
        <ArticleCardGrid
          articles={[buildArticle({ id: 1, title: 'First stream' }), buildArticle({ id: 2, title: 'Second stream' })]}
        />
      </MemoryRouter>,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['First stream', 'Second stream']);
    expect(screen.getByRole('link', { name: 'Second stream' })).toHaveAttribute('href', '/articles/2');
  });
});
