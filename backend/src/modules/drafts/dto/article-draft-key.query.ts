import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsRowId } from '../../../common/pipes/is-row-id.js';
import { DraftErrors } from '../drafts.errors.js';
import { DecimalInteger } from '../../../common/pipes/decimal-integer.js';

/** Which draft: the new-article form's (no articleId) or the edit form's of one article. */
export class ArticleDraftKeyQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'The article being edited; omit for the new-article form',
    example: 42,
  })
  @IsOptional()
  @DecimalInteger()
  @IsRowId({ message: DraftErrors.articleIdInvalid })
  articleId?: number;
}
