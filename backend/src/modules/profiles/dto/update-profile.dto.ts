import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  blankToNull,
  normaliseDiscordUsername,
  normaliseTwitterHandle,
  normaliseYoutubeChannel,
  SOCIAL_HANDLE_RULES,
} from '../social-handles.js';
import { DISPLAY_NAME_PREFERENCES, type DisplayNamePreference } from './profile.dto.js';

export const MAX_BIO_LENGTH = 1000;
/** Names and the nickname: as long as the columns hold (a provider's name is kept as it came). */
export const MAX_NAME_LENGTH = 100;
// Printable text: no control characters (line breaks and tabs are allowed in the bio only).
// Names are free text (any script, digits, emoji, punctuation: providers send 'User 0749'), but no
// control, surrogate, private-use or unassigned code points, and no bidirectional overrides, which
// would let a name reorder the text around it.
const NAME_PATTERN = /^[^\p{Cc}\p{Cs}\p{Co}\p{Cn}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

const blank = ({ value }: { value: unknown }) => blankToNull(value);
const present = (field: string) => (object: Record<string, unknown>) => object[field] !== undefined;

/**
 * The Settings profile tab. Every field is optional: absent fields are left as they are; for the
 * text fields, null or an empty string clears the value.
 */
export class UpdateProfileDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_NAME_LENGTH,
    description: 'Stored nickname: free text without control characters',
  })
  @IsOptional()
  @Transform(blank)
  @IsString()
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NAME_PATTERN, { message: 'displayName must not contain control characters' })
  displayName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_NAME_LENGTH,
    description: 'Free text without control characters',
  })
  @IsOptional()
  @Transform(blank)
  @IsString()
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NAME_PATTERN, { message: 'firstName must not contain control characters' })
  firstName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_NAME_LENGTH,
    description: 'Free text without control characters',
  })
  @IsOptional()
  @Transform(blank)
  @IsString()
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NAME_PATTERN, { message: 'lastName must not contain control characters' })
  lastName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_BIO_LENGTH, description: 'Plain text' })
  @IsOptional()
  @Transform(blank)
  @IsString()
  @MaxLength(MAX_BIO_LENGTH)
  @Matches(MULTI_LINE, { message: 'bio must not contain control characters' })
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'irl_fan', description: 'A leading @ is removed' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => normaliseTwitterHandle(value))
  @IsString()
  @Matches(SOCIAL_HANDLE_RULES.twitterHandle.pattern, { message: SOCIAL_HANDLE_RULES.twitterHandle.message })
  twitterHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'irl_streamer' })
  @IsOptional()
  @Transform(blank)
  @IsString()
  @Matches(SOCIAL_HANDLE_RULES.twitchUsername.pattern, { message: SOCIAL_HANDLE_RULES.twitchUsername.message })
  twitchUsername?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '@irlhistory',
    description: 'A handle (stored with a leading @) or a channel id starting with UC',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => normaliseYoutubeChannel(value))
  @IsString()
  @Matches(SOCIAL_HANDLE_RULES.youtubeChannel.pattern, { message: SOCIAL_HANDLE_RULES.youtubeChannel.message })
  youtubeChannel?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'stream.fan', description: 'Stored in lower case' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => normaliseDiscordUsername(value))
  @IsString()
  @Matches(SOCIAL_HANDLE_RULES.discordUsername.pattern, { message: SOCIAL_HANDLE_RULES.discordUsername.message })
  discordUsername?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(present('showRealName'))
  @IsBoolean()
  showRealName?: boolean;

  @ApiPropertyOptional()
  @ValidateIf(present('showEmail'))
  @IsBoolean()
  showEmail?: boolean;

  @ApiPropertyOptional({ enum: DISPLAY_NAME_PREFERENCES, enumName: 'DisplayNamePreference' })
  @ValidateIf(present('displayNamePreference'))
  @IsIn(DISPLAY_NAME_PREFERENCES)
  displayNamePreference?: DisplayNamePreference;

  @ApiPropertyOptional()
  @ValidateIf(present('showOnlineStatus'))
  @IsBoolean()
  showOnlineStatus?: boolean;

  @ApiPropertyOptional()
  @ValidateIf(present('allowFriendRequests'))
  @IsBoolean()
  allowFriendRequests?: boolean;
}

/** The fields of UpdateProfileDto, in the order they are applied and audited. */
export const PROFILE_FIELDS = [
  'displayName',
  'firstName',
  'lastName',
  'bio',
  'twitterHandle',
  'twitchUsername',
  'youtubeChannel',
  'discordUsername',
  'showRealName',
  'showEmail',
  'displayNamePreference',
  'showOnlineStatus',
  'allowFriendRequests',
] as const satisfies readonly (keyof UpdateProfileDto)[];
