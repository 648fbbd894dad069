import { ApiProperty } from '@nestjs/swagger';
import { ArticleSummaryDto } from './article-summary.dto.js';

/** The article an admin pinned to the home page's Featured slot, if any. */
export class FeaturedPinDto {
  @ApiProperty({ type: ArticleSummaryDto, nullable: true, description: 'Null when no article is pinned' })
  article: ArticleSummaryDto | null;
}
