import { Body, Controller, Delete, Get, HttpCode, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleDraftKeyQuery } from './dto/article-draft-key.query.js';
import { ArticleDraftDto, ArticleDraftStateDto } from './dto/article-draft.dto.js';
import { SaveArticleDraftDto } from './dto/save-article-draft.dto.js';
import { DraftsService } from './drafts.service.js';

/** The editor's autosave. Only those who write articles (moderators and admins) have an editor. */
@ApiTags('drafts')
@Controller('article-drafts')
@Roles(UserRole.Moderator)
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getArticleDraft',
    summary: "The current user's saved draft of the new-article form, or of one article's edit form",
  })
  @ApiOkResponse({ type: ArticleDraftStateDto })
  get(@Query() query: ArticleDraftKeyQuery, @CurrentUser() user: SessionUser): Promise<ArticleDraftStateDto> {
    return this.drafts.find(user.id, query.articleId ?? null);
  }

  @Put()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'saveArticleDraft',
    summary: "Saves (overwrites) the current user's draft of the new-article form or of one article's edit form",
  })
  @ApiOkResponse({ type: ArticleDraftDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No article with that articleId' })
  save(
    @Query() query: ArticleDraftKeyQuery,
    @Body() body: SaveArticleDraftDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleDraftDto> {
    return this.drafts.save(user.id, query.articleId ?? null, body);
  }

  @Delete()
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'discardArticleDraft',
    summary: "Discards the current user's draft (nothing happens when there is none)",
  })
  @ApiNoContentResponse({ description: 'Discarded' })
  discard(@Query() query: ArticleDraftKeyQuery, @CurrentUser() user: SessionUser): Promise<void> {
    return this.drafts.discard(user.id, query.articleId ?? null);
  }
}
