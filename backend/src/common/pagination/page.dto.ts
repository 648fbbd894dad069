import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from './page.js';

const NEXT_PAGE = 'Pass as cursor to get the next page; null on the last page';

/**
 * The base of a list's response DTO: `items` and `nextCursor`. The subclass gives the schema its
 * name (`class ArticlePageDto extends CountedPageDtoOf(ArticleSummaryDto, '...') {}`); the cursor's
 * description says which way the list pages.
 */
export function PageDtoOf<T>(item: Type<T>, nextCursorDescription = NEXT_PAGE) {
  abstract class PageDto implements Page<T> {
    @ApiProperty({ type: [item] })
    items: T[];

    @ApiProperty({ type: String, nullable: true, description: nextCursorDescription })
    nextCursor: string | null;
  }
  return PageDto;
}

/** A page that also says how many rows the whole list has. */
export function CountedPageDtoOf<T>(item: Type<T>, totalDescription: string, nextCursorDescription = NEXT_PAGE) {
  abstract class CountedPageDto extends PageDtoOf(item, nextCursorDescription) {
    @ApiProperty({ description: totalDescription })
    total: number;
  }
  return CountedPageDto;
}
