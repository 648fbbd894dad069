import { Link } from 'react-router-dom';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { categoryPath, tagPath } from '@/lib/paths';

// At least 24 px tall around the smaller badge, so a chip is a big enough target for a finger.
const linkClass =
  'inline-flex min-h-6 items-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>span]:transition-colors [&>span]:hover:border-primary [&>span]:hover:text-primary';

/** A category badge that opens the category's page. */
export function CategoryLink({
  category,
  variant = 'secondary',
}: {
  category: string;
  variant?: BadgeProps['variant'];
}) {
  return (
    <Link to={categoryPath(category)} className={linkClass} data-testid="category-link">
      <Badge variant={variant}>{category}</Badge>
    </Link>
  );
}

/** A '#tag' chip that opens the tag's page. */
export function TagLink({ tag, variant = 'outline' }: { tag: string; variant?: BadgeProps['variant'] }) {
  return (
    <Link to={tagPath(tag)} className={linkClass} aria-label={`Tag: ${tag}`} data-testid="tag-link">
      <Badge variant={variant}>#{tag}</Badge>
    </Link>
  );
}
