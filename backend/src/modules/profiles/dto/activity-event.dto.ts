import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserSummaryDto } from '../../users/user-summary.js';

export enum ActivityType {
  ArticleCreated = 'article_created',
  ArticleEdited = 'article_edited',
  CommentCreated = 'comment_created',
  ArticleLiked = 'article_liked',
  UserFollowed = 'user_followed',
}

/** The shared user summary (its isRoot says the user has no public profile to link to). */

export class ActivityArticleDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;
}

/**
 * Something a user did: published, edited, commented on or liked an article (article set), or
 * followed someone (user set).
 */
export class ActivityEventDto {
  @ApiProperty({ description: 'Stable key of the event (type and row)', example: 'article_created:42' })
  id: string;

  @ApiProperty({ enum: ActivityType, enumName: 'ActivityType' })
  type: ActivityType;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: UserSummaryDto, description: 'Who did it' })
  actor: UserSummaryDto;

  @ApiProperty({ type: ActivityArticleDto, nullable: true })
  article: ActivityArticleDto | null;

  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'The followed user (user_followed only)' })
  user: UserSummaryDto | null;
}

export class ActivityPageDto extends PageDtoOf(ActivityEventDto, {
  nextCursor: 'Pass as cursor to get older events; null on the last page',
}) {}
