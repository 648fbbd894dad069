import { ApiProperty } from '@nestjs/swagger';
import { ArticleSummaryDto } from './article-summary.dto.js';

export class ArticlePageDto {
  @ApiProperty({ type: [ArticleSummaryDto] })
  items: ArticleSummaryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor to get the next page; null on the last page',
  })
  nextCursor: string | null;

  @ApiProperty({ description: 'Number of articles matching the filters, over all pages' })
  total: number;
}
