import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from './page.js';

const NEXT_PAGE = 'Pass as cursor to get the next page; null on the last page';

/** What a list says about its pages: the order of `items`, and which way `nextCursor` goes. */
export interface PageDescriptions {
  items?: string;
  nextCursor?: string;
}

/**
 * The base of a list's response DTO: `items` and `nextCursor`. The subclass gives the schema its
 * name (`class ArticlePageDto extends CountedPageDtoOf(ArticleSummaryDto, '...') {}`); the descriptions
 * say in which order the items come and which way the cursor pages.
 */
export function PageDtoOf<T>(item: Type<T>, descriptions: PageDescriptions = {}) {
  abstract class PageDto implements Page<T> {
    @ApiProperty({ type: [item], ...(descriptions.items && { description: descriptions.items }) })
    items: T[];

    @ApiProperty({ type: String, nullable: true, description: descriptions.nextCursor ?? NEXT_PAGE })
    nextCursor: string | null;
  }
  return PageDto;
}

/** A page that also says how many rows the whole list has. */
export function CountedPageDtoOf<T>(item: Type<T>, totalDescription: string, descriptions: PageDescriptions = {}) {
  abstract class CountedPageDto extends PageDtoOf(item, descriptions) {
    @ApiProperty({ description: totalDescription })
    total: number;
  }
  return CountedPageDto;
}
