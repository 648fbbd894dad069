import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { ArticleCard } from './article-card';

/** Article cards in a list, two to a row from medium screens. */
export function ArticleCardGrid({ articles }: { articles: ArticleSummaryDto[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
