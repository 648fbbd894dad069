import { Eye, EyeOff, MessageSquareReply, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CommentDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FlairBadges } from '@/components/users/flair-badge';
import { BlockedComment } from './blocked-comment';
import { CommentTime } from './comment-time';
import { HideCommentDialog } from './hide-comment-dialog';
import { ModerationReasonDialog } from '@/components/moderation/moderation-reason-dialog';
import type { CommentActions } from './use-comment-actions';
import { UserNameLink } from '@/components/users/user-name-link';
import { ReportButton } from '@/components/moderation/report-button';
import { shownName } from '@/lib/display-name';

const isModerator = (user: CurrentUserDto | null) => user?.role === 'admin' || user?.role === 'moderator';

type Props = {
  comment: CommentDto;
  user: CurrentUserDto | null;
  actions: CommentActions;
  onReply?: () => void;
  /** Replies and the reply form, under the comment. */
  children?: ReactNode;
};

/** One comment: author, relative time, text (or why it is not shown), and its actions. */
export function CommentItem({ comment, user, actions, onReply, children }: Props) {
  const [hiding, setHiding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [shownAnyway, setShownAnyway] = useState(false);
  const name = shownName(comment.author);
  if (comment.authorBlockedByViewer && comment.state !== 'deleted' && !shownAnyway) {
    return <BlockedComment onShow={() => setShownAnyway(true)}>{children}</BlockedComment>;
  }
  if (comment.state === 'deleted') {
    return (
      <li className="flex flex-col gap-3" data-testid="comment">
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground italic">
          This comment was deleted.
        </p>
        {children}
      </li>
    );
  }
  const own = !!user && comment.author.id === user.id;
  // Someone else's comment is removed by a moderator with a reason; one's own is deleted at once (with Undo).
  const canDelete = own || isModerator(user);
  const canHide = isModerator(user) && comment.state === 'visible';
  const canUnhide = isModerator(user) && comment.state === 'hidden';

  return (
    <li className="flex flex-col gap-3" data-testid="comment">
      <div className="flex gap-3 rounded-lg border bg-card p-4">
        <UserNameLink user={comment.author} decorative>
          <Avatar name={name} imageUrl={comment.author.profileImageUrl} />
        </UserNameLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            <UserNameLink user={comment.author} className="font-medium hover:underline" />
            <FlairBadges flairs={comment.author.flairs} />
            <CommentTime iso={comment.createdAt} />
            {comment.heldReason ? (
              <span className="rounded-full border border-amber-500/50 px-2 py-0.5 text-xs font-medium text-amber-700 dark:text-amber-300">
                Awaiting approval
              </span>
            ) : null}
            <div className="ml-auto flex items-center gap-1">
              {/* A held comment takes replies once a moderator approves it. */}
              {onReply && user && comment.state === 'visible' && !comment.heldReason ? (
                <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onReply}>
                  <MessageSquareReply aria-hidden="true" />
                  Reply
                </Button>
              ) : null}
              {canHide ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground"
                  aria-label={`Hide comment by ${name}`}
                  onClick={() => setHiding(true)}
                >
                  <EyeOff aria-hidden="true" />
                </Button>
              ) : null}
              {canUnhide ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground"
                  aria-label={`Show comment by ${name} again`}
                  title="Show again"
                  disabled={actions.unhiding}
                  onClick={() => actions.unhide(comment.id)}
                >
                  <Eye aria-hidden="true" />
                </Button>
              ) : null}
              {comment.state === 'visible' && !comment.heldReason ? (
                <ReportButton
                  subjectKind="comment"
                  subjectId={comment.id}
                  authorId={comment.author.id}
                  compact
                  className="text-muted-foreground"
                />
              ) : null}
              {canDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground"
                  aria-label={`Delete comment by ${name}`}
                  disabled={actions.removing}
                  onClick={() => (own ? actions.remove(comment.id) : setRemoving(true))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </div>
          <CommentBody comment={comment} />
        </div>
      </div>
      {children}
      {canDelete && !own ? (
        <ModerationReasonDialog
          open={removing}
          idPrefix="remove-comment"
          title="Delete comment"
          description={`This comment by ${name} is deleted for everyone. You can undo it for a few seconds.`}
          confirmLabel="Delete comment"
          pendingLabel="Deleting..."
          pending={actions.removing}
          onClose={() => setRemoving(false)}
          onConfirm={(body) => actions.removeWithReason(comment.id, body, () => setRemoving(false))}
        />
      ) : null}
      {canHide ? (
        <HideCommentDialog
          open={hiding}
          authorName={name}
          pending={actions.hiding}
          onClose={() => setHiding(false)}
          onHide={(body) => actions.hide(comment.id, body, () => setHiding(false))}
        />
      ) : null}
    </li>
  );
}

function CommentBody({ comment }: { comment: CommentDto }) {
  if (comment.state === 'hidden') {
    return (
      <div className="mt-1 flex flex-col gap-1">
        <p className="text-sm text-muted-foreground italic">
          Hidden by a moderator{comment.hiddenReason ? `: ${comment.hiddenReason}` : ''}
        </p>
        {/* Only moderators receive the text of a hidden comment. */}
        {comment.content ? (
          <p className="break-words whitespace-pre-wrap text-muted-foreground">{comment.content}</p>
        ) : null}
      </div>
    );
  }
  // Plain text, never HTML; line breaks kept.
  return <p className="mt-1 break-words whitespace-pre-wrap">{comment.content}</p>;
}
