import { ApiProperty } from '@nestjs/swagger';
import { shownName, type NamedUser } from './display-name.js';
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

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
}

/** The fields a summary is made from (an entity, or a row read with a join). */
export interface SummarizedUser extends NamedUser {
  id: string;
  username: string;
  role: UserRole;
  profileImageUrl: string | null;
}

export function toUserSummary(user: SummarizedUser): UserSummaryDto {
  return {
    id: user.id,
    username: user.username,
    displayName: shownName(user),
    role: user.role,
    profileImageUrl: user.profileImageUrl,
  };
}
