import { ApiProperty } from '@nestjs/swagger';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { ArticleSummaryDto } from './article-summary.dto.js';

export const TOTAL_IS_ESTIMATE_DESCRIPTION =
  "True when total is an estimate: past 1,000 matching articles the list stops counting and answers the database planner's estimate";

export class ArticlePageDto extends CountedPageDtoOf(
  ArticleSummaryDto,
  'Number of articles matching the filters, over all pages (an estimate when totalIsEstimate is true)',
) {
  @ApiProperty({ description: TOTAL_IS_ESTIMATE_DESCRIPTION })
  totalIsEstimate: boolean;
}
