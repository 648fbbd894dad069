import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';
import { CreateArticleDto } from './create-article.dto.js';

/**
 * Only the fields sent change; each follows the rules of CreateArticleDto. Null is validated like
 * any other value (skipNullProperties: false), so title, content and category cannot be null, while
 * excerpt and tags, optional already, accept null to clear them.
 */
export class UpdateArticleDto extends PartialType(CreateArticleDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ type: String, description: 'Blank or null removes it' })
  override excerpt?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: 'Replaces the tags; null or [] removes them' })
  override tags?: string[];

  @ApiPropertyOptional({
    type: [ArticleReferenceInputDto],
    description: 'Replaces the references; null or [] removes them',
  })
  override references?: ArticleReferenceInputDto[];
}
