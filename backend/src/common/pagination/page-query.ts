import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DecimalInteger, IsIntegerIn } from '../pipes/decimal-integer.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export interface PageSize {
  defaultLimit: number;
  maxLimit: number;
}

/** What every paged request carries. */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/**
 * The base of a list's query DTO: `limit` (1..max, default when absent) and `cursor` (the previous
 * page's nextCursor, opaque). Lists with other sizes extend `PageQueryOf({ ... })`.
 */
export function PageQueryOf(size: PageSize) {
  class SizedPageQuery implements PageRequest {
    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: size.maxLimit, default: size.defaultLimit })
    @IsOptional()
    @DecimalInteger()
    @IsIntegerIn(1, size.maxLimit)
    limit?: number;

    @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
    @IsOptional()
    @IsString()
    @MaxLength(300)
    cursor?: string;
  }
  return SizedPageQuery;
}

/** Page query of the lists of 20 (at most 50) rows. */
export class PageQuery extends PageQueryOf({ defaultLimit: DEFAULT_PAGE_SIZE, maxLimit: MAX_PAGE_SIZE }) {}

/** The page size asked for, or the list's default. */
export function pageLimit(query: PageRequest, defaultLimit = DEFAULT_PAGE_SIZE): number {
  return query.limit ?? defaultLimit;
}
