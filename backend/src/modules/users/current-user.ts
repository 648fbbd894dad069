import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../user-role.js';

/** The signed-in user as the session endpoint returns it (private fields included: it is their own). */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({ description: 'Name resolved with the display-name rule (spec section 3)' }) displayName: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty({ description: 'The reserved root admin, shown as ROOT' }) isRoot: boolean;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) twitterHandle: string | null;
  @ApiProperty({ type: String, nullable: true }) twitchUsername: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeChannel: string | null;
  @ApiProperty({ type: String, nullable: true }) discordUsername: string | null;
  @ApiProperty() showRealName: boolean;
  @ApiProperty() showEmail: boolean;
  @ApiProperty() displayNamePreference: string;
  @ApiProperty() showOnlineStatus: boolean;
  @ApiProperty() allowFriendRequests: boolean;
  @ApiProperty({ type: String, nullable: true }) primaryPlatform: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty() contributorScore: number;
  @ApiProperty() karmaScore: number;
  @ApiProperty() availablePoints: number;
}
