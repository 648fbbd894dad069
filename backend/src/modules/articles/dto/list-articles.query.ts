import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { ARTICLE_CATEGORIES } from '@irl/shared';
import { TAG_MAX_LENGTH } from './article-input.transforms.js';

/** Tags are stored lower case; the filter matches them whatever the case typed. */
const tagFilter = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() || undefined : value;

export enum ArticleFeed {
  Latest = 'latest',
  Trending = 'trending',
  Following = 'following',
  Mine = 'mine',
}

/** Page size and cursor of the article lists (20 by default, at most 50). */
export class ArticlePageQuery extends PageQuery {}

export class ArticleFilterQuery extends ArticlePageQuery {
  @ApiPropertyOptional({ enum: ARTICLE_CATEGORIES })
  @IsOptional()
  @IsIn(ARTICLE_CATEGORIES)
  category?: string;

  @ApiPropertyOptional({ description: 'Only articles carrying this tag (case-insensitive)' })
  @IsOptional()
  @Transform(tagFilter)
  @IsString()
  @MaxLength(TAG_MAX_LENGTH)
  tag?: string;
}

export class ListArticlesQuery extends ArticleFilterQuery {
  @ApiPropertyOptional({
    enum: ArticleFeed,
    enumName: 'ArticleFeed',
    default: ArticleFeed.Latest,
    description:
      'latest: newest first. trending: most activity (likes, comments, views) over the last 14 days, ' +
      'recent activity counting more. following: articles by the people you follow. mine: your own. ' +
      'following and mine need sign-in (401 otherwise).',
  })
  @IsOptional()
  @IsEnum(ArticleFeed)
  feed?: ArticleFeed;
}
