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
      'Set when the results are not for the words as typed: the typed words found nothing, and this ' +
      'correction (each word found in no article replaced by its closest known spelling) found these ' +
      'results ("Showing results for …"). Null when the results are for the words as typed',
  })
  correctedQuery: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'justin kan',
    description:
      'A correction to offer ("Did you mean …"): the results are for the words as typed, and this search ' +
      '(each word found in no article replaced by its closest known spelling) finds more articles. ' +
      'Null when there is none to offer. Never set together with correctedQuery',
  })
  suggestedQuery: string | null;
}

export class ArticleTagDto {
  @ApiProperty({ example: 'bonding' })
  tag: string;

  @ApiProperty({ description: 'Number of articles carrying it' })
  count: number;
}
