import { ApiProperty } from '@nestjs/swagger';
import { ArticleSummaryDto } from './article-summary.dto.js';

export class ArticleSearchResultDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'The title as HTML: escaped, matched words wrapped in <mark>' })
  highlightTitle: string;

  @ApiProperty({ description: 'A passage of the body around the matches, as HTML: escaped, matched words in <mark>' })
  highlightPreview: string;
}

export class ArticleSearchPageDto {
  @ApiProperty({ type: [ArticleSearchResultDto] })
  items: ArticleSearchResultDto[];

  @ApiProperty({ description: 'Number of matching articles over all pages' })
  total: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor to get the next page; null on the last page',
  })
  nextCursor: string | null;
}

export class ArticleTagDto {
  @ApiProperty({ example: 'bonding' })
  tag: string;

  @ApiProperty({ description: 'Number of articles carrying it' })
  count: number;
}
