import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  DATE_PATTERN,
  REFERENCE_KINDS,
  REFERENCE_PUBLISHER_MAX_LENGTH,
  REFERENCE_TITLE_MAX_LENGTH,
  REFERENCE_URL_MAX_LENGTH,
  REFERENCE_VIDEO_ID_MAX_LENGTH,
  STREAM_PLATFORMS,
  STREAM_VIDEO_TYPES,
  TIMESTAMP_PATTERN,
  VIDEO_ID_PATTERN,
  type ReferenceKind,
  type StreamPlatform,
  type StreamVideoType,
} from '@irl/shared';
import { IsHttpUrl } from './is-http-url.validator.js';
import { trimToNull } from '../text/trim-transforms.js';

const isWeb = (reference: ArticleReferenceInputDto) => reference.kind === 'web';
const isStream = (reference: ArticleReferenceInputDto) => reference.kind === 'stream';

/**
 * One source cited by an article: a web page (url and title required) or a moment of a stream
 * (platform and video id required). Its number is its position in the list, starting at 1; the body
 * cites it with `<sup data-cite="n">n</sup>`. Fields of the other kind must be left out or null.
 * Shared because an article draft keeps its sources in this same shape.
 */
export class ArticleReferenceInputDto {
  @ApiProperty({ enum: REFERENCE_KINDS })
  @IsIn(REFERENCE_KINDS)
  kind: ReferenceKind;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REFERENCE_URL_MAX_LENGTH,
    description: 'http or https address; required for a web source, optional for a stream source',
  })
  @Transform(trimToNull)
  @ValidateIf((reference: ArticleReferenceInputDto) => isWeb(reference) || reference.url != null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REFERENCE_URL_MAX_LENGTH)
  @IsHttpUrl()
  url?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REFERENCE_TITLE_MAX_LENGTH,
    description: 'Required for a web source; optional for a stream source',
  })
  @Transform(trimToNull)
  @ValidateIf((reference: ArticleReferenceInputDto) => isWeb(reference) || reference.title != null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REFERENCE_TITLE_MAX_LENGTH)
  title?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REFERENCE_PUBLISHER_MAX_LENGTH,
    description: 'Publisher or channel',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(REFERENCE_PUBLISHER_MAX_LENGTH)
  publisher?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2021-06-30', description: 'Web source: YYYY-MM-DD' })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @Matches(DATE_PATTERN, { message: '$property must be a date as YYYY-MM-DD' })
  date?: string | null;

  @ApiPropertyOptional({ enum: STREAM_PLATFORMS, nullable: true, description: 'Required for a stream source' })
  @ValidateIf((reference: ArticleReferenceInputDto) => isStream(reference) || reference.platform != null)
  @IsIn(STREAM_PLATFORMS)
  platform?: StreamPlatform | null;

  @ApiPropertyOptional({
    enum: STREAM_VIDEO_TYPES,
    nullable: true,
    description: 'Stream source: vod (the default) or clip',
  })
  @IsOptional()
  @IsIn(STREAM_VIDEO_TYPES)
  videoType?: StreamVideoType | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REFERENCE_VIDEO_ID_MAX_LENGTH,
    example: '1234567890',
    description: 'VOD or clip id (letters, digits, - and _); required for a stream source',
  })
  @Transform(trimToNull)
  @ValidateIf((reference: ArticleReferenceInputDto) => isStream(reference) || reference.videoId != null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REFERENCE_VIDEO_ID_MAX_LENGTH)
  @Matches(VIDEO_ID_PATTERN, { message: '$property may hold only letters, digits, - and _' })
  videoId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1:23:45',
    description: 'Stream source: the moment in the video, H:MM:SS or M:SS',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @Matches(TIMESTAMP_PATTERN, { message: '$property must be a time like 1:23:45 or 4:05' })
  timestamp?: string | null;
}
