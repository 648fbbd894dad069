import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { buildFullArticle } from '@/test/fixtures';
import type { ArchiveEntryDto } from '@/api/generated/types.gen';
import { afterSubmissionDecision } from '@/features/admin/invalidations';
import { afterStoreItemsChange } from '@/features/admin-store/invalidations';
import { afterBadgeChange } from '@/features/admin-tools/invalidations';
import { afterArchiveEntryWrite } from '@/features/archive/invalidations';
import { afterFeaturedPin, afterLike } from '@/features/articles/invalidations';
import { afterSubmissionCreated } from '@/features/contribute/invalidations';
import { afterArticleWrite } from '@/features/editor/invalidations';
import { afterPayment } from '@/features/payments/invalidations';
import { afterFollow } from '@/features/profiles/invalidations';
import { afterConnectionsChange, afterSecondFactorChange } from '@/features/settings/invalidations';
import { afterBoostPurchase } from '@/features/store/invalidations';
import { afterArticleDelete, afterComment, afterSuggestionChange } from '@/components/articles/article-invalidations';
import { afterFlairsChange } from '@/components/flairs/flair-invalidations';
import { afterConversationRead, afterMessage } from '@/components/messages/message-invalidations';
import { afterProfileChange, afterUserModeration } from '@/components/users/user-invalidations';

/*
 * What every write does to the cache, call by call and in order: a screen that shows the data
 * refreshes only if its query is among these, so a change to this list is a change of behaviour.
 */

function describeKey(queryKey: QueryKey | undefined): string {
  const [head] = (queryKey ?? []) as [{ _id: string; path?: unknown; query?: unknown; _infinite?: boolean }?];
  if (!head) return '(all)';
  const parts = [head._id];
  if (head._infinite) parts.push('infinite');
  if (head.path) parts.push(JSON.stringify(head.path));
  if (head.query) parts.push(JSON.stringify(head.query));
  return parts.join(' ');
}

/** The cache operations a write makes, in the order it makes them (the client's own methods still run). */
async function record(write: (client: QueryClient) => Promise<void>): Promise<string[]> {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const remove = vi.spyOn(client, 'removeQueries');
  const set = vi.spyOn(client, 'setQueryData');
  const setEvery = vi.spyOn(client, 'setQueriesData');
  await write(client);
  const calls: [number, string][] = [
    ...invalidate.mock.calls.map(([filters], i): [number, string] => {
      const refetch = filters?.refetchType ? ` (refetch ${filters.refetchType})` : '';
      return [invalidate.mock.invocationCallOrder[i], `invalidate ${describeKey(filters?.queryKey)}${refetch}`];
    }),
    ...remove.mock.calls.map(([filters], i): [number, string] => [
      remove.mock.invocationCallOrder[i],
      `remove ${describeKey(filters?.queryKey)}`,
    ]),
    ...set.mock.calls.map(([queryKey], i): [number, string] => [
      set.mock.invocationCallOrder[i],
      `set ${describeKey(queryKey)}`,
    ]),
    ...setEvery.mock.calls.map(([filters], i): [number, string] => [
      setEvery.mock.invocationCallOrder[i],
      `set every ${describeKey((filters as { queryKey?: QueryKey }).queryKey)}`,
    ]),
  ];
  return calls.sort(([a], [b]) => a - b).map(([, call]) => call);
}

const entry = { type: 'person', slug: 'ada' } as ArchiveEntryDto;

describe('what each write makes stale', () => {
  it('an article written (new, then edited)', async () => {
    expect(await record((c) => afterArticleWrite(c))).toEqual([
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
    expect(await record((c) => afterArticleWrite(c, buildFullArticle({ id: 9 })))).toEqual([
      'set getArticle {"id":9}',
      'invalidate getArticle {"id":9}',
      'invalidate listArticleRevisions {"id":9}',
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
  });

  it('an article deleted', async () => {
    expect(await record((c) => afterArticleDelete(c, 3))).toEqual([
      'remove getArticle {"id":3}',
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
  });

  it('a like', async () => {
    expect(await record((c) => afterLike(c, { id: 5, commentCount: 1, views: 2 }, { liked: true, likes: 4 }))).toEqual([
      'set getArticleEngagement {"id":5}',
      'invalidate listArticles (refetch none)',
      'invalidate searchArticles (refetch none)',
      'invalidate listProfileArticles (refetch none)',
    ]);
  });

  it('the Featured pin', async () => {
    expect(await record((c) => afterFeaturedPin(c, 7))).toEqual([
      'invalidate getFeaturedPin',
      'invalidate getArticle {"id":7}',
      'invalidate listAdminArticles',
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
  });

  it('a comment', async () => {
    expect(await record((c) => afterComment(c, 4))).toEqual([
      'invalidate listArticleComments {"id":4}',
      'invalidate getArticleEngagement {"id":4}',
      'invalidate getArticle {"id":4}',
    ]);
  });

  it('a follow', async () => {
    expect(await record((c) => afterFollow(c, { userId: 'u', following: true, followers: 1 }))).toEqual([
      'set every getProfileByUsername',
      'set every listFollowers infinite',
      'set every listFollowing infinite',
      'invalidate getProfileByUsername',
      'invalidate listFollowers (refetch none)',
      'invalidate listFollowing (refetch none)',
      'invalidate listArticles',
    ]);
  });

  it('a message', async () => {
    expect(await record(afterMessage)).toEqual([
      'invalidate listConversations',
      'invalidate getConversation',
      'invalidate getUnreadMessageCount',
    ]);
    expect(await record(afterConversationRead)).toEqual([
      'invalidate listConversations',
      'invalidate getConversation',
      'invalidate getUnreadMessageCount',
      'invalidate getUnreadNotificationCount',
      'invalidate listNotifications',
    ]);
  });

  it('a profile change and a user moderated', async () => {
    expect(await record(afterProfileChange)).toEqual(['invalidate getSession', 'invalidate getProfileByUsername']);
    expect(await record(afterUserModeration)).toEqual([
      'invalidate getSession',
      'invalidate getProfileByUsername',
      'invalidate listAdminUsers',
      'invalidate listRoles',
    ]);
  });

  it('the sign-in connections (answered list, then none)', async () => {
    expect(await record((c) => afterConnectionsChange(c, []))).toEqual(['set listConnections']);
    expect(await record((c) => afterConnectionsChange(c))).toEqual(['invalidate listConnections']);
  });

  it('a payment, a boost and the store catalogue', async () => {
    expect(await record(afterPayment)).toEqual([
      'invalidate getSession',
      'invalidate listMyPointsLedger',
      'invalidate getMyPayment',
    ]);
    expect(await record(afterBoostPurchase)).toEqual([
      'invalidate getSession',
      'invalidate listMyPointsLedger',
      'invalidate getBoostQueue',
      'invalidate listMyBoosts',
      'invalidate getFeaturedBoost',
    ]);
    expect(await record(afterStoreItemsChange)).toEqual([
      'invalidate listStoreItems',
      'invalidate listAdminStoreItems',
    ]);
  });

  it('flairs', async () => {
    expect(await record(afterFlairsChange)).toEqual([
      'invalidate listFlairs',
      'invalidate listUserFlairs',
      'invalidate listShownUserFlairs',
      'invalidate listAdminFlairs',
      'invalidate listFlairApplications',
      'invalidate listFlairOwners',
      'invalidate getArticle',
      'invalidate listArticleComments',
      'invalidate getSession',
      'invalidate getProfileByUsername',
      'invalidate listConversations',
      'invalidate getConversation',
      'invalidate getUnreadMessageCount',
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
  });

  it('submissions sent and decided', async () => {
    expect(await record(afterSubmissionCreated)).toEqual([
      'invalidate listAdminSubmissions',
      'invalidate listMySubmissions',
    ]);
    expect(await record(afterSubmissionDecision)).toEqual([
      'invalidate listAdminSubmissions',
      'invalidate getAdminSubmission',
      'invalidate listMySubmissions',
      'invalidate listArchiveEntries',
      'invalidate getArchiveTimeline',
    ]);
  });

  it('an archive entry edited', async () => {
    expect(await record((c) => afterArchiveEntryWrite(c, entry))).toEqual([
      'set getArchiveEntry {"type":"person","slug":"ada"}',
      'invalidate getArchiveEntry',
      'invalidate listArchiveEntryRevisions {"type":"person","slug":"ada"}',
      'invalidate listArchiveEntries',
      'invalidate getArchiveTimeline',
    ]);
  });

  it('badges and the second factor', async () => {
    expect(await record(afterBadgeChange)).toEqual(['invalidate listBadges', 'invalidate listUserBadges']);
    expect(await record(afterSecondFactorChange)).toEqual([
      'invalidate getSession',
      'invalidate getSecondFactorStatus',
    ]);
  });

  it('a suggested edit (sent, then accepted)', async () => {
    const lists = [
      'invalidate listArticleSuggestions infinite',
      'invalidate getArticleSuggestion',
      'invalidate listMyArticleSuggestions infinite',
      'invalidate listSuggestionQueue infinite',
    ];
    expect(await record((c) => afterSuggestionChange(c, 6))).toEqual(lists);
    expect(await record((c) => afterSuggestionChange(c, 6, { accepted: true }))).toEqual([
      ...lists,
      'invalidate getArticle {"id":6}',
      'invalidate listArticleRevisions {"id":6}',
      'invalidate listArticles (refetch active)',
      'invalidate searchArticles (refetch active)',
      'invalidate listProfileArticles (refetch active)',
    ]);
  });
});
