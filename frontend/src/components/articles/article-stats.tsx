import { Eye, Heart, MessageSquare } from 'lucide-react';
import { formatCount, pluralize } from '@/lib/format';

type ArticleStatsProps = { likes: number; comments: number; views: number };

/** Likes, comments and views as icon + compact number, each with a full accessible label. */
export function ArticleStats({ likes, comments, views }: ArticleStatsProps) {
  const items = [
    { Icon: Heart, value: likes, label: pluralize(likes, 'like') },
    { Icon: MessageSquare, value: comments, label: pluralize(comments, 'comment') },
    { Icon: Eye, value: views, label: pluralize(views, 'view') },
  ];
  return (
    <ul className="flex items-center gap-4 text-sm text-muted-foreground">
      {items.map(({ Icon, value, label }) => (
        <li key={label} className="inline-flex items-center gap-1.5" title={label}>
          <Icon aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{formatCount(value)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
