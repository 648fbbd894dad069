import { useQuery } from '@tanstack/react-query';
import { listRelatedArticlesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { ArticleCardGrid } from '@/components/articles/article-card-grid';

/** "Related Articles" at the end of an article; nothing at all while loading, on error or when none relate. */
export function RelatedArticles({ articleId }: { articleId: number }) {
  const related = useQuery(listRelatedArticlesOptions({ path: { id: articleId } }));
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-articles-title" className="mt-10 border-t pt-6" data-testid="related-articles">
      <h2 id="related-articles-title" className="mb-4 text-xl font-semibold tracking-tight">
        Related Articles
      </h2>
      <ArticleCardGrid articles={related.data} />
    </section>
  );
}
