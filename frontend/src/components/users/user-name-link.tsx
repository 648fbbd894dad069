import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { profileHref, shownName, type ShownUser } from '@/lib/display-name';

type UserNameLinkProps = {
  user: ShownUser;
  className?: string;
  /** What the link shows instead of the name (an avatar with the name, for instance). */
  children?: ReactNode;
  /** Keeps the link out of the tab order and the accessibility tree (a second link next to the name). */
  decorative?: boolean;
  'data-testid'?: string;
};

/**
 * A user's name linked to their profile; plain text for the root admin, which has no public profile
 * (so no link ever ends on 'User Not Found').
 */
export function UserNameLink({ user, className, children, decorative, 'data-testid': testId }: UserNameLinkProps) {
  const href = profileHref(user);
  const content = children ?? shownName(user);
  if (!href) {
    if (decorative) return <span aria-hidden="true">{content}</span>;
    return (
      <span className={cn(className, 'hover:no-underline')} data-testid={testId}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      data-testid={testId}
      {...(decorative ? { tabIndex: -1, 'aria-hidden': true } : {})}
    >
      {content}
    </Link>
  );
}
