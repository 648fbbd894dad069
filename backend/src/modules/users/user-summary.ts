import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiProperty } from '@nestjs/swagger';
import type { NamedUser } from '@irl/shared';
import { shownName } from './display-name.js';
import { FlairBadgeDto, shownFlairs } from './flair-badge.js';
import { isRootUser } from './root-user.js';
import { UserRole } from './user-role.js';

/**
 * A user as every other resource embeds them (article author, commenter, message party, activity
 * actor, user card). Public type of the users module: other modules import this file, never the
 * users module's dto/ or entities/. Lists that need more (a bio, isRoot) extend it.
 */
export class UserSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'irlhistorian' })
  username: string;

  @ApiProperty({ description: 'Name resolved with the display-name rule; ROOT for the root admin' })
  displayName: string;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ description: 'The reserved root admin: it has no public profile, so it is shown without a link' })
  isRoot: boolean;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({
    type: [FlairBadgeDto],
    description: 'Up to 3 flairs shown next to the user: built-in role flairs, then the chosen flair',
  })
  flairs: FlairBadgeDto[];
}

/**
 * Marks an object built by toUserSummary. The flairs module completes every marked summary of a
 * response with the users' chosen flairs in one query (a symbol key survives object spreads and
 * stays out of the JSON).
 */
export const USER_SUMMARY_MARK: unique symbol = Symbol.for('irl.user-summary');

export type MarkedUserSummary = UserSummaryDto & { [USER_SUMMARY_MARK]: true };

/** Whether any summary was built while handling one request (see trackSummaries). */
export interface SummaryTracker {
  built: boolean;
}

const summaryTracking = new AsyncLocalStorage<SummaryTracker>();

/**
 * Runs `work` (a request's handling) noting whether it builds any summary, so a response that holds
 * none is sent as it is, without being searched for summaries.
 */
export function trackSummaries<T>(work: () => T): { result: T; tracker: SummaryTracker } {
  const tracker: SummaryTracker = { built: false };
  return { result: summaryTracking.run(tracker, work), tracker };
}

/** The fields a summary is made from (an entity, or a row read with a join). */
export interface SummarizedUser extends NamedUser {
  id: string;
  username: string;
  role: UserRole;
  profileImageUrl: string | null;
  /** The user's chosen flairs when the statement read them too (see userFromRow). */
  chosenFlairs?: FlairBadgeDto[];
}

/**
 * The summary with the role's built-in flairs; the chosen flair is added when the response is sent,
 * unless the statement already read it (then the summary is complete and is not marked).
 */
export function toUserSummary(user: SummarizedUser): UserSummaryDto {
  const summary: UserSummaryDto = {
    id: user.id,
    username: user.username,
    displayName: shownName(user),
    role: user.role,
    isRoot: isRootUser(user.id),
    profileImageUrl: user.profileImageUrl,
    flairs: shownFlairs(user.role, user.chosenFlairs ?? []),
  };
  if (user.chosenFlairs) return summary; // complete: nothing left for the flairs interceptor
  const tracker = summaryTracking.getStore();
  if (tracker) tracker.built = true;
  return Object.assign(summary, { [USER_SUMMARY_MARK]: true as const });
}
