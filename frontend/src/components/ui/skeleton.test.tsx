import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArticleCardGridSkeleton } from '@/components/articles/article-card-skeleton';
import { buildArticle } from '@/test/fixtures';
import { ArticleCard } from '@/components/articles/article-card';
import { Skeleton, SkeletonLine, SkeletonRegion } from './skeleton';

describe('skeletons', () => {
  it('announce the loading once, as a busy status, and hide their shapes from screen readers', () => {
    render(
      <SkeletonRegion label="Loading articles...">
        <Skeleton className="size-10" />
        <SkeletonLine />
      </SkeletonRegion>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading articles...');
    for (const shape of status.querySelectorAll('[data-skeleton]')) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('pulse only when motion is welcome (motion-reduce turns the animation off)', () => {
    const { container } = render(<Skeleton />);
    const shape = container.querySelector('[data-skeleton]');
    expect(shape).toHaveClass('animate-pulse');
    expect(shape).toHaveClass('motion-reduce:animate-none');
  });

  it('take one line box per text line, inside the same card frame as the loaded card', () => {
    const { container } = render(<ArticleCardGridSkeleton count={2} />);
    expect(screen.getAllByTestId('article-card-skeleton')).toHaveLength(2);
    const line = container.querySelector('[data-skeleton].flex');
    expect(line).toHaveClass('h-[1lh]');

    const loaded = render(
      <MemoryRouter>
        <ArticleCard article={buildArticle()} />
      </MemoryRouter>,
    );
    const card = loaded.getByTestId('article-card');
    const skeletonCard = screen.getAllByTestId('article-card-skeleton')[0];
    // The same Card classes (border, radius, padding come from the same primitives).
    expect(skeletonCard.className.replace('h-full', '').trim()).toBe(
      card.className
        .replace(/h-full|transition-shadow|hover:shadow-md/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  });
});
