import { Link } from 'react-router-dom';
import type { ActivityEventDto, UserSummaryDto } from '@/api/generated/types.gen';
import { articlePath, profilePath } from '@/lib/paths';
import { Avatar } from '@/components/ui/avatar';
import { formatRelativeTime } from './relative-time';

const verbs: Record<ActivityEventDto['type'], string> = {
  article_created: 'published',
  article_edited: 'edited',
  comment_created: 'commented on',
  article_liked: 'liked',
  user_followed: 'followed',
};

const linkClass = 'rounded-sm font-medium text-foreground hover:text-primary hover:underline';

function UserName({ user }: { user: UserSummaryDto }) {
  // The root admin has no public profile to link to.
  if (user.isRoot) return <span className="font-medium text-foreground">{user.displayName}</span>;
  return (
    <Link to={profilePath(user.username)} className={linkClass}>
      {user.displayName}
    </Link>
  );
}

type ActivityItemProps = {
  event: ActivityEventDto;
  /** Hide the actor's avatar and name (a user's own activity list). */
  hideActor?: boolean;
};

/** One real activity event: who did what, linking to the article or the followed user. */
export function ActivityItem({ event, hideActor = false }: ActivityItemProps) {
  const verb = verbs[event.type] ?? event.type;
  return (
    <div className="flex items-start gap-3" data-testid="activity-item">
      {hideActor ? null : <Avatar name={event.actor.displayName} imageUrl={event.actor.profileImageUrl} size="sm" />}
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-muted-foreground">
          {hideActor ? (
            <span className="capitalize">{verb}</span>
          ) : (
            <>
              <UserName user={event.actor} /> {verb}
            </>
          )}{' '}
          {event.article ? (
            <Link to={articlePath(event.article.id)} className={linkClass}>
              {event.article.title}
            </Link>
          ) : event.user ? (
            <UserName user={event.user} />
          ) : null}
        </p>
        <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
          {formatRelativeTime(event.createdAt)}
        </time>
      </div>
    </div>
  );
}
