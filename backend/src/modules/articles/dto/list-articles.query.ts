import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, MaxLength, Max, Min } from 'class-validator';
import { ARTICLE_CATEGORIES } from '../article-categories.js';
import { TAG_MAX_LENGTH } from './article-input.transforms.js';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

/** Tags are stored lower case; the filter matches them whatever the case typed. */
const tagFilter = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() || undefined : value;

export enum ArticleFeed {
  Latest = 'latest',
  Trending = 'trending',
  Following = 'following',
  Mine = 'mine',
}

/** Page size, cursor and the filters every article list shares. */
export class ArticlePageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

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
