import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { ArticleSummaryDto } from './article-summary.dto.js';

export class ArticlePageDto extends CountedPageDtoOf(
  ArticleSummaryDto,
  'Number of articles matching the filters, over all pages',
) {}
