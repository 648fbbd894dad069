import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  isISO8601,
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { ArticleFilterQuery } from './list-articles.query.js';

/** The orders of the search results. */
export enum ArticleSearchSort {
  Relevance = 'relevance',
  Newest = 'newest',
  Views = 'views',
  Likes = 'likes',
}

const trimmedOrUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD (one rule, so a bad value gets one reason, not one per check). */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && isISO8601(value, { strict: true });

function IsDay(): PropertyDecorator {
  return ValidateBy({
    name: 'isDay',
    validator: { validate: isDay, defaultMessage: () => '$property must be a date as YYYY-MM-DD' },
  });
}

/** A day (YYYY-MM-DD) that is not before the day in `other` (when both are given). */
function IsNotBefore(other: string): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isNotBefore',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      options: { message: `$property must not be before ${other}` },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          // Only two real days compare: a malformed one already has its own reason.
          const start = (args.object as Record<string, unknown>)[other];
          return !isDay(value) || !isDay(start) || value >= start;
        },
      },
    });
  };
}

export class SearchArticlesQuery extends ArticleFilterQuery {
  @ApiPropertyOptional({
    maxLength: 200,
    description:
      'Words to find (web-search syntax: "a phrase", or, -word; a hyphen inside a word is part of it). ' +
      'Title matches rank first. A wanted word found in no article is tried as its closest known spelling: ' +
      'when the words as typed find nothing the page shows the corrected results (correctedQuery), when ' +
      'they find fewer it offers the correction (suggestedQuery). ' +
      'Without q: the filters only, newest first unless sort says otherwise.',
  })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true: the results are for the words as typed even when they find nothing (the "Search instead for" ' +
      'link after a correction); a correction that finds more is then only offered in suggestedQuery.',
  })
  @IsOptional()
  // A query string carries text: only "true" and "false" are read as a boolean, anything else is refused.
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  exact?: boolean;

  @ApiPropertyOptional({
    enum: ArticleSearchSort,
    enumName: 'ArticleSearchSort',
    default: ArticleSearchSort.Relevance,
    description:
      'relevance: best matches first (newest first without q). newest, views (most viewed), likes (most liked): ' +
      'among the ranked candidates (the first 1,000 matches; without q, the 1,000 newest articles that pass the filters).',
  })
  @IsOptional()
  @IsEnum(ArticleSearchSort)
  sort?: ArticleSearchSort;

  @ApiPropertyOptional({ maxLength: 40, description: 'Only articles by this author (username, case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/^@/, '') || undefined : value,
  )
  @IsString()
  @MaxLength(40)
  author?: string;

  @ApiPropertyOptional({ format: 'date', example: '2024-01-01', description: 'Published on or after this day (UTC)' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2024-12-31', description: 'Published on or before this day (UTC)' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsDay()
  @IsNotBefore('from')
  to?: string;
}
