import { QueryClient } from '@tanstack/react-query';
import {
  getArticleEngagementQueryKey,
  getArticleQueryKey,
  getConversationInfiniteQueryKey,
  getProfileByUsernameQueryKey,
  getSessionQueryKey,
  getUnreadMessageCountQueryKey,
  listArticlesInfiniteQueryKey,
  listArticlesQueryKey,
  listConnectionsQueryKey,
  listConversationsQueryKey,
  searchArticlesInfiniteQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleEngagementDto, ConnectionDto } from '@/api/generated/types.gen';
import { buildFullArticle, buildProfile } from '@/test/fixtures';
import { afterArticleDelete } from '@/components/articles/article-invalidations';
import { afterMessage } from '@/components/messages/message-invalidations';
import { afterProfileChange } from '@/components/users/user-invalidations';
import { afterLike } from '@/features/articles/invalidations';
import { afterArticleWrite } from '@/features/editor/invalidations';
import { afterFollow } from '@/features/profiles/invalidations';
import { afterConnectionsChange } from '@/features/settings/invalidations';
import { sessionStateQueryKey } from '@/lib/session';

function seeded(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('query invalidation', () => {
  it('after an article write marks every feed and search (plain and infinite) stale, and not unrelated data', async () => {
    const feed = listArticlesInfiniteQueryKey({ query: { feed: 'latest', limit: 10 } });
    const search = searchArticlesInfiniteQueryKey({ query: { q: 'bonding' } });
    const plain = listArticlesQueryKey({ query: { feed: 'mine' } });
    const session = getSessionQueryKey();
    const client = seeded([feed, search, plain, session]);
    await afterArticleWrite(client);
    expect([feed, search, plain].map((key) => isStale(client, key))).toEqual([true, true, true]);
    expect(isStale(client, session)).toBe(false);
  });

  it('after an edit seeds the article with the saved version', async () => {
    const saved = buildFullArticle({ id: 9, title: 'New title' });
    const client = seeded([getArticleQueryKey({ path: { id: 9 } })]);
    await afterArticleWrite(client, saved);
    expect(client.getQueryData(getArticleQueryKey({ path: { id: 9 } }))).toEqual(saved);
  });

  it('after a delete drops the article page', async () => {
    const client = seeded([getArticleQueryKey({ path: { id: 3 } }), getArticleQueryKey({ path: { id: 4 } })]);
    await afterArticleDelete(client, 3);
    expect(client.getQueryData(getArticleQueryKey({ path: { id: 3 } }))).toBeUndefined();
    expect(client.getQueryData(getArticleQueryKey({ path: { id: 4 } }))).toBeDefined();
  });

  it('after a like writes the new count into the engagement', async () => {
    const key = getArticleEngagementQueryKey({ path: { id: 5 } });
    const client = seeded([]);
    client.setQueryData<ArticleEngagementDto>(key, { likes: 3, likedByMe: false, commentCount: 2, views: 10 });
    await afterLike(client, { id: 5, commentCount: 2, views: 10 }, { liked: true, likes: 4 });
    expect(client.getQueryData(key)).toEqual({ likes: 4, likedByMe: true, commentCount: 2, views: 10 });
  });

  it('after a follow updates that user in every cached profile', async () => {
    const byName = getProfileByUsernameQueryKey({ path: { username: 'lurker_since_07' } });
    const byId = getProfileByUsernameQueryKey({ path: { username: 'user-2' } });
    const client = seeded([]);
    client.setQueryData(byName, buildProfile());
    client.setQueryData(byId, buildProfile());
    await afterFollow(client, { userId: 'user-2', following: true, followers: 10 });
    for (const key of [byName, byId]) {
      expect(client.getQueryData(key)).toMatchObject({ isFollowing: true, stats: { followers: 10 } });
    }
  });

  it('after a message refreshes conversations, threads and the unread count', async () => {
    const keys = [
      listConversationsQueryKey(),
      getConversationInfiniteQueryKey({ path: { userId: 'lena-2' }, query: { limit: 30 } }),
      getUnreadMessageCountQueryKey(),
    ];
    const client = seeded([...keys, listArticlesQueryKey()]);
    await afterMessage(client);
    expect(keys.map((key) => isStale(client, key))).toEqual([true, true, true]);
    expect(isStale(client, listArticlesQueryKey())).toBe(false);
  });

  it('after a profile change refreshes the session hook and every profile', async () => {
    const profile = getProfileByUsernameQueryKey({ path: { username: 'me' } });
    const client = seeded([sessionStateQueryKey(), profile]);
    await afterProfileChange(client);
    expect(isStale(client, sessionStateQueryKey())).toBe(true);
    expect(isStale(client, profile)).toBe(true);
  });

  it('after a connections change stores the answered list', async () => {
    const list: ConnectionDto[] = [];
    const client = seeded([listConnectionsQueryKey()]);
    await afterConnectionsChange(client, list);
    expect(client.getQueryData(listConnectionsQueryKey())).toBe(list);
  });
});
