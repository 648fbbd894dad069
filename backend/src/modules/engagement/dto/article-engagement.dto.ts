import { ApiProperty } from '@nestjs/swagger';

/** What the article page shows beside the body: counters and the caller's own like. */
export class ArticleEngagementDto {
  @ApiProperty({ example: 12 })
  likes: number;

  @ApiProperty({ example: 3 })
  commentCount: number;

  @ApiProperty({ description: 'Views, counted once per viewer per day', example: 250 })
  views: number;

  @ApiProperty({ description: 'True when the signed-in caller likes the article; false when signed out' })
  likedByMe: boolean;
}
