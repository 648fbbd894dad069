import { ApiProperty } from '@nestjs/swagger';
import { ArticleSummaryDto } from './article-summary.dto.js';

/** One article with its sanitised HTML body. */
export class ArticleDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}
