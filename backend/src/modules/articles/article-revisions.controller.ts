import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { ArticleErrors } from './articles.errors.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ArticleRevisionsService } from './article-revisions.service.js';
import { ArticleRevisionDetailDto, ArticleRevisionSummaryDto } from './dto/article-revision.dto.js';

/** Version history, public like the article itself: every reader can see who changed what and when. */
@ApiTags('articles')
@Controller('articles/:id/revisions')
@Public()
export class ArticleRevisionsController {
  constructor(private readonly revisions: ArticleRevisionsService) {}

  @Get()
  @ApiOperation({ operationId: 'listArticleRevisions', summary: "An article's versions, newest first" })
  @ApiOkResponse({ type: [ArticleRevisionSummaryDto] })
  list(@Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number): Promise<ArticleRevisionSummaryDto[]> {
    return this.revisions.list(id);
  }

  @Get(':revisionId')
  @ApiOperation({
    operationId: 'getArticleRevision',
    summary: 'One version with the version before it and a line diff of the body text',
  })
  @ApiOkResponse({ type: ArticleRevisionDetailDto })
  get(
    @Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number,
    @Param('revisionId', new ParseIdPipe(ArticleErrors.revisionNotFound)) revisionId: number,
  ): Promise<ArticleRevisionDetailDto> {
    return this.revisions.get(id, revisionId);
  }
}
