import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Heart, MessageSquare, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  getArticleEngagementOptions,
  recordArticleViewMutation,
  toggleArticleLikeMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorStatus } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatCount, pluralize } from '@/lib/format';
import { afterLike } from './invalidations';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

type Props = { article: ArticleDto; signedIn: boolean };

/** Views (recorded once when the page opens), the like toggle, comment count and Share. */
export function ArticleEngagement({ article, signedIn }: Props) {
  const queryClient = useQueryClient();
  const path = { id: article.id };
  const engagement = useQuery(getArticleEngagementOptions({ path }));
  const [recordedViews, setRecordedViews] = useState<number | null>(null);

  const recordView = useMutation(recordArticleViewMutation());
  const recordedFor = useRef<number | null>(null);
  const { mutate: record } = recordView;
  useEffect(() => {
    // Once per opening of this article (also under StrictMode's double effects).
    if (recordedFor.current === article.id) return;
    recordedFor.current = article.id;
    record({ path: { id: article.id } }, { onSuccess: (result) => setRecordedViews(result.views) });
  }, [article.id, record]);

  const like = useIdempotentMutation({
    ...toggleArticleLikeMutation(),
    onSuccess: (state) => {
      void afterLike(queryClient, article, state);
      toast(
        state.liked
          ? { title: 'Article liked!', description: 'Added to your liked articles.' }
          : { title: 'Article unliked', description: 'Removed from liked articles.' },
      );
    },
    onError: (error) => {
      console.error('Mutation error:', error);
      if (errorStatus(error) === 401) {
        toast({
          title: 'Please sign in',
          description: 'You need to be signed in to like articles.',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Error', description: 'Failed to toggle like. Please try again.', variant: 'destructive' });
    },
  });

  function toggleLike() {
    if (!signedIn) {
      toast({
        title: 'Please sign in',
        description: 'You need to be signed in to like articles.',
        variant: 'destructive',
      });
      return;
    }
    // Ignored while a toggle is on its way. The button is not disabled meanwhile: a disabled button
    // drops keyboard focus to the page, and a keyboard user would have to find their place again.
    if (like.isPending) return;
    like.mutate({ path });
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, url });
      } catch {
        // Closing the share sheet is not an error worth showing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The article link is on your clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link.', variant: 'destructive' });
    }
  }

  const likes = engagement.data?.likes ?? article.likes;
  const liked = engagement.data?.likedByMe ?? false;
  const comments = engagement.data?.commentCount ?? article.commentCount;
  const views = recordedViews ?? engagement.data?.views ?? article.views;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="article-engagement">
      <Button
        variant={liked ? 'default' : 'outline'}
        size="sm"
        onClick={toggleLike}
        aria-busy={like.isPending || undefined}
        aria-pressed={liked}
        data-testid="like-button"
      >
        <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
        {/* The name ('Like (2 likes)') contains the visible count, as speech-input users read it. */}
        <span className="sr-only">{liked ? 'Unlike' : 'Like'} (</span>
        <span data-testid="like-count">{formatCount(likes)}</span>
        <span className="sr-only"> {likes === 1 ? 'like' : 'likes'})</span>
      </Button>
      <span
        className="inline-flex items-center gap-1.5 px-2 text-sm text-muted-foreground"
        title={pluralize(comments, 'comment')}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{formatCount(comments)}</span>
        <span className="sr-only">{pluralize(comments, 'comment')}</span>
      </span>
      <span
        className="inline-flex items-center gap-1.5 px-2 text-sm text-muted-foreground"
        title={pluralize(views, 'view')}
        data-testid="view-count"
      >
        <Eye aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{formatCount(views)}</span>
        <span className="sr-only">{pluralize(views, 'view')}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => void share()} className="ml-auto">
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}
