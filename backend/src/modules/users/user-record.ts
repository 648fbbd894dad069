import type { SessionUser } from '../../common/auth/session-user.js';
import type { UserRole } from './user-role.js';

/**
 * A user's account row as other modules read it: a relation to the user in their entities
 * (`author?: UserRecord`), the signed-in user a controller receives, what a mapper turns into a DTO.
 * Public type of the users module; its User entity implements it, so the two cannot drift apart.
 * Other modules never import the entity itself.
 */
export interface UserRecord extends SessionUser {
  id: string;
  /** Unique ignoring case; may carry a leading @. */
  username: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: UserRole;
  profileImageUrl: string | null;
  bio: string | null;
  twitterHandle: string | null;
  twitchUsername: string | null;
  youtubeChannel: string | null;
  discordUsername: string | null;
  showRealName: boolean;
  showEmail: boolean;
  displayNamePreference: string;
  showOnlineStatus: boolean;
  allowFriendRequests: boolean;
  isBanned: boolean;
  banReason: string | null;
  bannedUntil: Date | null;
  banReasonCategory: string | null;
  primaryPlatform: string | null;
  contributorScore: number;
  karmaScore: number;
  availablePoints: number;
  createdAt: Date;
  updatedAt: Date;
}
