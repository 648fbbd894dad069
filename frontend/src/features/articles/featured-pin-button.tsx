import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pin, PinOff } from 'lucide-react';
import { pinFeaturedArticleMutation, unpinFeaturedArticleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterFeaturedPin } from './invalidations';

/** Pin or Unpin the article in the home page's Featured slot: admins only (the server checks too). */
export function FeaturedPinButton({ article, user }: { article: ArticleDto; user: CurrentUserDto | null }) {
  const queryClient = useQueryClient();
  const options = { path: { id: article.id } };
  const onError = (error: unknown) =>
    toast({
      title: 'Error',
      description: serverMessage(error) ?? 'Failed to change the Featured article. Please try again.',
      variant: 'destructive',
    });
  const pin = useMutation({
    ...pinFeaturedArticleMutation(),
    onSuccess: () => {
      void afterFeaturedPin(queryClient, article.id);
      toast({ title: 'Pinned as Featured', description: 'The home page now features this article.' });
    },
    onError,
  });
  const unpin = useMutation({
    ...unpinFeaturedArticleMutation(),
    onSuccess: () => {
      void afterFeaturedPin(queryClient, article.id);
      toast({ title: 'Unpinned', description: 'The home page features the newest article again.' });
    },
    onError,
  });
  if (user?.role !== 'admin') return null;
  const pending = pin.isPending || unpin.isPending;
  return article.featuredPinned ? (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => unpin.mutate(options)}>
      <PinOff aria-hidden="true" />
      Unpin Featured
    </Button>
  ) : (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => pin.mutate(options)}>
      <Pin aria-hidden="true" />
      Pin as Featured
    </Button>
  );
}
