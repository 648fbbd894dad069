import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';
import { ArticleReferenceDto } from './article-reference.dto.js';
import { ArticleSummaryDto } from './article-summary.dto.js';

/** One article with its sanitised HTML body. */
export class ArticleDto extends ArticleSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

  @ApiProperty({ type: [ArticleReferenceDto], description: 'The cited sources, in citation order' })
  references: ArticleReferenceDto[];

  @ApiProperty({ type: String, format: 'date-time', description: 'When the row last changed in any way' })
  updatedAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the title, excerpt or body last changed after publication (null when never edited)',
  })
  editedAt: string | null;

  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Who made that change' })
  editedBy: UserSummaryDto | null;
}
