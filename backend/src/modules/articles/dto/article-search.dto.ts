import { ApiProperty } from '@nestjs/swagger';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { ArticleSummaryDto } from './article-summary.dto.js';

export class ArticleSearchResultDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'The title as HTML: escaped, matched words wrapped in <mark>' })
  highlightTitle: string;

  @ApiProperty({ description: 'A passage of the body around the matches, as HTML: escaped, matched words in <mark>' })
  highlightPreview: string;
}

export class ArticleSearchPageDto extends CountedPageDtoOf(
  ArticleSearchResultDto,
  'Number of matching articles over all pages (an estimate when totalIsEstimate is true)',
) {
  @ApiProperty({
    description:
      "True when total is an estimate: past 1,000 matches only the first 1,000 found are ranked and paged, and total is the database planner's estimate of all matches",
  })
  totalIsEstimate: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'bonding backpack',
    description:
      'The words the results were found for when a typed word was found in no article and was replaced by ' +
      'its closest known spelling (dropped when none is close); null when the words were used as typed',
  })
  correctedQuery: string | null;
}

export class ArticleTagDto {
  @ApiProperty({ example: 'bonding' })
  tag: string;

  @ApiProperty({ description: 'Number of articles carrying it' })
  count: number;
}
