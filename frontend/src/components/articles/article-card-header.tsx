import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { FlairBadges } from '@/components/users/flair-badge';
import { CategoryLink } from './topic-links';
import { UserNameLink } from '@/components/users/user-name-link';

type ArticleCardHeaderProps = {
  article: Pick<ArticleSummaryDto, 'category' | 'createdAt' | 'title' | 'author' | 'authorName'>;
  /** Where the title links (the cards differ: /article/{id} or /articles/{id}). */
  href: string;
  headingLevel?: 'h2' | 'h3';
  /** Badges before the category (the featured card's 'Featured'). */
  badges?: ReactNode;
  /** The title's content when it is not the plain title (search highlighting). */
  title?: ReactNode;
  titleClassName?: string;
};

/** The header every article card shares: category (linked to its page) and date, the linked title, and 'by' the linked author. */
export function ArticleCardHeader({
  article,
  href,
  headingLevel = 'h3',
  badges,
  title,
  titleClassName,
}: ArticleCardHeaderProps) {
  return (
    <CardHeader>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {badges}
        <CategoryLink category={article.category} />
        <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
      </div>
      <CardTitle as={headingLevel} className={titleClassName}>
        <Link to={href} className="rounded-sm hover:text-primary">
          {title ?? article.title}
        </Link>
      </CardTitle>
      <p className="text-sm text-muted-foreground">
        by{' '}
        <UserNameLink
          user={article.author}
          className="rounded-sm font-medium text-foreground hover:text-primary hover:underline"
        />
        <FlairBadges flairs={article.author.flairs} className="ml-1.5 align-middle" />
      </p>
    </CardHeader>
  );
}
