import { ApiProperty } from '@nestjs/swagger';
import {
  REFERENCE_KINDS,
  STREAM_PLATFORMS,
  STREAM_VIDEO_TYPES,
  type ReferenceKind,
  type StreamPlatform,
  type StreamVideoType,
} from '@irl/shared';

/** A reference as readers get it, with its display text and (when derivable) its link. */
export class ArticleReferenceDto {
  @ApiProperty({ description: 'Its number in the text (1-based position)' })
  number: number;

  @ApiProperty({ enum: REFERENCE_KINDS })
  kind: ReferenceKind;

  @ApiProperty({ type: String, nullable: true })
  url: string | null;

  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty({ type: String, nullable: true })
  publisher: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  date: string | null;

  @ApiProperty({ enum: STREAM_PLATFORMS, nullable: true })
  platform: StreamPlatform | null;

  @ApiProperty({ enum: STREAM_VIDEO_TYPES, nullable: true })
  videoType: StreamVideoType | null;

  @ApiProperty({ type: String, nullable: true })
  videoId: string | null;

  @ApiProperty({ type: String, nullable: true, example: '1:23:45' })
  timestamp: string | null;

  @ApiProperty({ example: 'Twitch VOD 123456 at 1:23:45', description: 'How the source reads in the list' })
  label: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where the source opens: its URL, or for a stream the video at the timestamp when derivable',
  })
  link: string | null;
}
