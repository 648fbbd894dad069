import type { ArticlePageDto, CurrentUserDto, ProfileDto } from '@/api/generated/types.gen';
import { errorResponse, jsonResponse } from './api-response';
import { buildPage, buildSession } from './fixtures';
import { stubFetch, type FetchRoute } from './render';

export interface ProfilePageStub {
  viewer: CurrentUserDto;
  /** The profile shown; null when no such member exists. */
  profile: ProfileDto | null;
  articles?: ArticlePageDto;
  /** Asked first, for what a test writes or changes (a block, a report, a follow); undefined falls through. */
  more?: FetchRoute;
}

/**
 * Stubs what a profile page reads, for `viewer`: the session, the profile, its articles, no activity and
 * not blocked; any other username answers 404. Returns the requests seen.
 */
export function stubProfilePage({ viewer, profile, articles = buildPage([]), more }: ProfilePageStub): Request[] {
  return stubFetch((url, request) => {
    const answer = more?.(url, request);
    if (answer) return answer;
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(viewer));
    if (profile) {
      const paths = {
        profile: `/api/users/by-username/${profile.username}`,
        articles: `/api/users/by-username/${profile.username}/articles`,
        activity: `/api/users/${profile.id}/activity`,
        block: `/api/blocks/${profile.id}`,
      };
      if (url.pathname === paths.profile) return jsonResponse('getProfileByUsername', profile);
      if (url.pathname === paths.articles) return jsonResponse('listProfileArticles', articles);
      if (url.pathname === paths.activity) return jsonResponse('listUserActivity', { items: [], nextCursor: null });
      if (url.pathname === paths.block) return jsonResponse('getBlockStatus', { userId: profile.id, blocked: false });
    }
    if (url.pathname.startsWith('/api/users/by-username/')) return errorResponse(404, 'User Not Found');
    return undefined;
  });
}
