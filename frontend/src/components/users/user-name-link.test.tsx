import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildArticle } from '@/test/fixtures';
import { ArticleCard } from '@/components/articles/article-card';
import { UserNameLink } from './user-name-link';

describe('UserNameLink', () => {
  it("links a member's name to their profile", () => {
    render(
      <MemoryRouter>
        <UserNameLink user={{ username: 'ada', displayName: 'Ada Lovelace', isRoot: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile/ada');
  });

  it('shows the root admin as ROOT without a link (its profile is not public)', () => {
    render(
      <MemoryRouter>
        <UserNameLink user={{ username: 'root', displayName: 'root', isRoot: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('ROOT')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives an article card by the root admin a byline without a link', () => {
    const article = buildArticle({ id: 7 });
    render(
      <MemoryRouter>
        <ArticleCard
          article={{ ...article, author: { ...article.author, username: 'root', isRoot: true }, authorName: 'ROOT' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('ROOT')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ROOT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
  });
});
