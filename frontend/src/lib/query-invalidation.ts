import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getArchiveEntryQueryKey,
  getArchiveTimelineQueryKey,
  getArticleEngagementQueryKey,
  getArticleQueryKey,
  getArticleSuggestionQueryKey,
  listArticleSuggestionsInfiniteQueryKey,
  listMyArticleSuggestionsInfiniteQueryKey,
  listSuggestionQueueInfiniteQueryKey,
  getBoostQueueQueryKey,
  getAdminSubmissionQueryKey,
  getConversationQueryKey,
  getMyPaymentQueryKey,
  getFeaturedBoostQueryKey,
  getFeaturedPinQueryKey,
  listAdminArticlesQueryKey,
  getProfileByUsernameQueryKey,
  getSessionQueryKey,
  getSecondFactorStatusQueryKey,
  listBadgesQueryKey,
  listUserBadgesQueryKey,
  getUnreadMessageCountQueryKey,
  listAdminStoreItemsQueryKey,
  listAdminSubmissionsQueryKey,
  listAdminUsersQueryKey,
  listRolesQueryKey,
  listArchiveEntriesQueryKey,
  listArchiveEntryRevisionsQueryKey,
  listArticleCommentsQueryKey,
  listArticleRevisionsQueryKey,
  listAdminFlairsQueryKey,
  listArticlesQueryKey,
  listConnectionsQueryKey,
  listConversationsQueryKey,
  listMyBoostsQueryKey,
  listMyPointsLedgerQueryKey,
  listFlairApplicationsQueryKey,
  listFlairOwnersQueryKey,
  listFlairsQueryKey,
  listShownUserFlairsQueryKey,
  listUserFlairsQueryKey,
  listMySubmissionsQueryKey,
  listProfileArticlesQueryKey,
  listStoreItemsQueryKey,
  searchArticlesQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type {
  ArchiveEntryDto,
  ArticleDto,
  ArticleEngagementDto,
  ConnectionDto,
  FollowStatusDto,
  LikeStateDto,
  ProfileDto,
} from '@/api/generated/types.gen';

/*
 * What each kind of write makes stale, named once so every mutation refreshes the same caches.
 * The keys are the generated ones without parameters: TanStack matches them as prefixes, so
 * `listArticlesQueryKey()` covers every feed, page size and the infinite variants. They are built
 * at call time because a key embeds the client's base URL, which is set once at start-up.
 */

/**
 * A key matching every query of one operation, whatever its parameters: the generated key without
 * path, query or body. Operations with a required path parameter cannot be called without one in
 * TypeScript, so the generated function is passed rather than called.
 */
export function allQueriesOf(queryKey: (options: never) => readonly [{ _id: string }]): QueryKey {
  return queryKey(undefined as never);
}

/** Every list that shows article cards (feeds, search, profile tabs). */
function invalidateArticleLists(queryClient: QueryClient, refetchType: 'active' | 'none' = 'active') {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listArticlesQueryKey(), refetchType }),
    queryClient.invalidateQueries({ queryKey: searchArticlesQueryKey(), refetchType }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listProfileArticlesQueryKey), refetchType }),
  ]);
}

/** After an article was created or edited: the lists, and for an edit the article (seeded with the answer) and its history. */
export async function afterArticleWrite(queryClient: QueryClient, saved?: ArticleDto): Promise<void> {
  if (saved) {
    const path = { id: saved.id };
    queryClient.setQueryData(getArticleQueryKey({ path }), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getArticleQueryKey({ path }) }),
      queryClient.invalidateQueries({ queryKey: listArticleRevisionsQueryKey({ path }) }),
      invalidateArticleLists(queryClient),
    ]);
    return;
  }
  await invalidateArticleLists(queryClient);
}

/** After an article was deleted: drop its page (it would only 404) and refresh the lists. */
export async function afterArticleDelete(queryClient: QueryClient, articleId: number): Promise<void> {
  queryClient.removeQueries({ queryKey: getArticleQueryKey({ path: { id: articleId } }) });
  await invalidateArticleLists(queryClient);
}

/**
 * After a like or unlike: the answer carries the new count, so the article's engagement is written
 * directly; cards elsewhere are marked stale and refetch when shown again.
 */
export async function afterLike(
  queryClient: QueryClient,
  article: Pick<ArticleDto, 'id' | 'commentCount' | 'views'>,
  state: LikeStateDto,
): Promise<void> {
  queryClient.setQueryData<ArticleEngagementDto>(
    getArticleEngagementQueryKey({ path: { id: article.id } }),
    (current) => ({
      commentCount: article.commentCount,
      views: article.views,
      ...current,
      likes: state.likes,
      likedByMe: state.liked,
    }),
  );
  await invalidateArticleLists(queryClient, 'none');
}

/** After an admin pinned or unpinned the Featured article: the home page's slot, the article, the admin list. */
export async function afterFeaturedPin(queryClient: QueryClient, articleId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getFeaturedPinQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getArticleQueryKey({ path: { id: articleId } }) }),
    queryClient.invalidateQueries({ queryKey: listAdminArticlesQueryKey() }),
    invalidateArticleLists(queryClient),
  ]);
}

/** After a comment was posted or deleted: the comments, the counts on the article. */
export async function afterComment(queryClient: QueryClient, articleId: number): Promise<void> {
  const path = { id: articleId };
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listArticleCommentsQueryKey({ path }) }),
    queryClient.invalidateQueries({ queryKey: getArticleEngagementQueryKey({ path }) }),
    queryClient.invalidateQueries({ queryKey: getArticleQueryKey({ path }) }),
  ]);
}

/** After a follow or unfollow: the answer updates the cached profiles; the Following feed changes. */
export async function afterFollow(queryClient: QueryClient, result: FollowStatusDto): Promise<void> {
  queryClient.setQueriesData<ProfileDto>({ queryKey: allQueriesOf(getProfileByUsernameQueryKey) }, (old) =>
    old && old.id === result.userId
      ? { ...old, isFollowing: result.following, stats: { ...old.stats, followers: result.followers } }
      : old,
  );
  await queryClient.invalidateQueries({ queryKey: listArticlesQueryKey() });
}

/** After a message was sent, received or read: every conversation list, thread and the unread count. */
export async function afterMessage(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listConversationsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getConversationQueryKey) }),
    queryClient.invalidateQueries({ queryKey: getUnreadMessageCountQueryKey() }),
  ]);
}

/** After the signed-in user changed their profile or picture: the session (header, home) and every cached profile. */
export async function afterProfileChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getSessionQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getProfileByUsernameQueryKey) }),
  ]);
}

/** After an admin changed a user's role or ban: the profiles, the session and the admin's user list. */
export async function afterUserModeration(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    afterProfileChange(queryClient),
    queryClient.invalidateQueries({ queryKey: listAdminUsersQueryKey() }),
    // Role Management's counts per role.
    queryClient.invalidateQueries({ queryKey: listRolesQueryKey() }),
  ]);
}

/**
 * After the sign-in connections changed. A disconnect or make-primary answers the new list, which
 * replaces the cache; a popup link answers nothing, so the list is refetched.
 */
export async function afterConnectionsChange(queryClient: QueryClient, list?: ConnectionDto[]): Promise<void> {
  if (list) {
    queryClient.setQueryData(listConnectionsQueryKey(), list);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: listConnectionsQueryKey() });
}

/** After a payment went through (points are credited by the server's webhook): the balance in the session, the points history, and the payment. */
export async function afterPayment(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getSessionQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listMyPointsLedgerQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getMyPaymentQueryKey) }),
  ]);
}

/** After an admin changed the store catalogue: the packs on sale and the admin's item list. */
export async function afterStoreItemsChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listStoreItemsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listAdminStoreItemsQueryKey() }),
  ]);
}

/** After a boost was bought: the balance (session), the points history, the queue, the buyer's boosts and the home Featured slot. */
export async function afterBoostPurchase(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getSessionQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listMyPointsLedgerQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getBoostQueueQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listMyBoostsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getFeaturedBoostQueryKey() }),
  ]);
}

/** After a contribution was sent: the review inbox and the submitter's own list. */
export async function afterSubmissionCreated(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listAdminSubmissionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listMySubmissionsQueryKey() }),
  ]);
}

/**
 * After a flair was bought, granted, chosen or edited: the store, owned flairs, the session (its
 * points balance) and every cached screen whose user summaries show flairs.
 */
export async function afterFlairsChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listFlairsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listUserFlairsQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listShownUserFlairsQueryKey) }),
    queryClient.invalidateQueries({ queryKey: listAdminFlairsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listFlairApplicationsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listFlairOwnersQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getArticleQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listArticleCommentsQueryKey) }),
    afterProfileChange(queryClient),
    afterMessage(queryClient),
    invalidateArticleLists(queryClient),
  ]);
}

/**
 * After a review decision (one submission or a whole batch): the inbox, the opened submission, the
 * lists, and the archive's index and timeline (an approval adds entries).
 */
export async function afterSubmissionDecision(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listAdminSubmissionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getAdminSubmissionQueryKey) }),
    queryClient.invalidateQueries({ queryKey: listMySubmissionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: listArchiveEntriesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getArchiveTimelineQueryKey() }),
  ]);
}

/** After an admin edited an archive entry: its page (seeded with the answer), its history, the index and the timeline. */
export async function afterArchiveEntryWrite(queryClient: QueryClient, saved: ArchiveEntryDto): Promise<void> {
  const path = { type: saved.type, slug: saved.slug };
  queryClient.setQueryData(getArchiveEntryQueryKey({ path }), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getArchiveEntryQueryKey) }),
    queryClient.invalidateQueries({ queryKey: listArchiveEntryRevisionsQueryKey({ path }) }),
    queryClient.invalidateQueries({ queryKey: listArchiveEntriesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getArchiveTimelineQueryKey() }),
  ]);
}

/** After an admin awarded or revoked a badge: the catalogue's counts and every profile's badge list. */
export async function afterBadgeChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listBadgesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listUserBadgesQueryKey) }),
  ]);
}

/** After a second-factor step: the session (its secondFactor state) and the second-factor status. */
export async function afterSecondFactorChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getSessionQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getSecondFactorStatusQueryKey() }),
  ]);
}

/**
 * After a suggested edit was sent, accepted, declined or withdrawn: every suggestion list and view,
 * and, once accepted, the article with its history (the suggestion became a revision).
 */
export async function afterSuggestionChange(
  queryClient: QueryClient,
  articleId: number,
  options: { accepted?: boolean } = {},
): Promise<void> {
  const path = { id: articleId };
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listArticleSuggestionsInfiniteQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(getArticleSuggestionQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listMyArticleSuggestionsInfiniteQueryKey) }),
    queryClient.invalidateQueries({ queryKey: allQueriesOf(listSuggestionQueueInfiniteQueryKey) }),
    ...(options.accepted
      ? [
          queryClient.invalidateQueries({ queryKey: getArticleQueryKey({ path }) }),
          queryClient.invalidateQueries({ queryKey: listArticleRevisionsQueryKey({ path }) }),
          invalidateArticleLists(queryClient),
        ]
      : []),
  ]);
}
