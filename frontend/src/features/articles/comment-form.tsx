import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createArticleCommentMutation } from '@/api/generated/@tanstack/react-query.gen';
import {
  PersonalInformationWarning,
  usePersonalInformation,
} from '@/components/moderation/personal-information-warning';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

type Props = {
  articleId: number;
  signedIn: boolean;
  onPosted: () => void;
  /** Set for a reply: the comment replied to. */
  parentId?: number;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
};

/**
 * The comment (or reply) form. Post looks disabled while the text is blank and ignores mouse clicks
 * then, but stays focusable: submitted from the keyboard (Ctrl/Cmd+Enter, or Enter on the button) it
 * still says why nothing was posted.
 */
export function CommentForm({
  articleId,
  signedIn,
  onPosted,
  parentId,
  label = 'Write a comment',
  placeholder,
  autoFocus,
  onCancel,
}: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const personalInformation = usePersonalInformation(text);
  // Moderators' and admins' comments are never held (the server's rule), so their warning says so.
  const role = useSession().user?.role;
  const staff = role === 'admin' || role === 'moderator';
  const post = useIdempotentMutation({
    ...createArticleCommentMutation(),
    onSuccess: (comment) => {
      setText('');
      onPosted();
      toast(
        comment.heldReason
          ? { title: 'Comment posted!', description: 'A moderator will review it before others can see it.' }
          : { title: 'Comment posted!', description: 'Your comment has been added to the article.' },
      );
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      toast({ title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      toast({ title: 'Please sign in', description: 'You need to be signed in to comment.', variant: 'destructive' });
      return;
    }
    // A second press while posting waits (the button stays enabled so it keeps keyboard focus).
    if (post.isPending) return;
    const content = text.trim();
    if (!content) {
      toast({ title: 'Empty comment', description: 'Please write a comment before posting.', variant: 'destructive' });
      return;
    }
    post.mutate({ path: { id: articleId }, body: { content, ...(parentId ? { parentId } : {}) } });
  }

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  // A pointer click on the blank form's Post does nothing; a keyboard press still submits (and explains).
  const byPointer = useRef(false);
  const ignoreBlankClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (signedIn && blank && byPointer.current) event.preventDefault();
    byPointer.current = false;
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={submitOnCtrlEnter}
        rows={parentId ? 2 : 3}
        maxLength={5000}
        autoFocus={autoFocus}
        placeholder={
          signedIn ? (placeholder ?? 'Share your thoughts or add to the history...') : 'Sign in to join the discussion'
        }
      />
      {!signedIn ? <p className="text-sm text-muted-foreground">You need to be signed in to comment.</p> : null}
      {signedIn ? (
        <PersonalInformationWarning
          matches={personalInformation}
          consequence={
            staff
              ? 'Moderators’ and admins’ comments are published at once.'
              : 'If you post it, a moderator reviews your comment before anyone else sees it.'
          }
        />
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          aria-busy={post.isPending || undefined}
          aria-disabled={signedIn && blank ? true : undefined}
          className={cn(signedIn && blank && 'cursor-not-allowed opacity-50')}
          onPointerDown={() => {
            byPointer.current = true;
          }}
          onKeyDown={() => {
            byPointer.current = false;
          }}
          onClick={ignoreBlankClick}
        >
          {post.isPending ? 'Posting...' : parentId ? 'Post Reply' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
