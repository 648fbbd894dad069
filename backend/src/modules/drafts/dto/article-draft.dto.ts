import { ApiProperty } from '@nestjs/swagger';
// The sources come back in the article's own input shape, ready for the editor.
import { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';

/** A saved draft: the fields as the editor sent them (content sanitised). */
export class ArticleDraftDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null: the new-article form' })
  articleId: number | null;

  @ApiProperty()
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ description: 'The tags box as typed' })
  tags: string;

  @ApiProperty({
    type: [ArticleReferenceInputDto],
    nullable: true,
    description: 'The sources cited so far, in citation order; null when the draft has none recorded',
  })
  references: ArticleReferenceInputDto[] | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was last saved' })
  updatedAt: string;
}

/** The current user's draft for one form, or null when there is none. */
export class ArticleDraftStateDto {
  @ApiProperty({ type: ArticleDraftDto, nullable: true })
  draft: ArticleDraftDto | null;
}
