import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { ArticleSuggestionsService } from './article-suggestions.service.js';
import { ArticleErrors, SuggestionErrors } from './articles.errors.js';
import {
  AcceptArticleSuggestionDto,
  ArticleSuggestionDetailDto,
  ArticleSuggestionPageDto,
  ArticleSuggestionsPageQuery,
  CreateArticleSuggestionDto,
  DeclineArticleSuggestionDto,
  ListArticleSuggestionsQuery,
} from './dto/article-suggestion.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const articleId = new ParseIdPipe(ArticleErrors.notFound);
const suggestionId = new ParseIdPipe(SuggestionErrors.notFound);

/** Suggesting an edit to an article, on the article's own path. */
@ApiTags('article-suggestions')
@Controller('articles/:id/suggestions')
export class ArticleSuggestionsController {
  constructor(private readonly suggestions: ArticleSuggestionsService) {}

  @Post()
  @Idempotent()
  @RequiresFeature(RestrictableFeature.Contribute)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'suggestArticleEdit',
    summary:
      'Suggests a new title, excerpt and body for an article the caller cannot edit; its author is notified. ' +
      'One pending suggestion per member and article (409); 403 for those who can edit it themselves',
  })
  @ApiCreatedResponse({ type: ArticleSuggestionDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The caller already has a pending suggestion here' })
  create(
    @Param('id', articleId) id: number,
    @Body() body: CreateArticleSuggestionDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    return this.suggestions.create(id, body, user);
  }

  @Get()
  @ApiOperation({
    operationId: 'listArticleSuggestions',
    summary:
      "An article's pending suggestions, oldest first, one page at a time: all of them for its reviewers (author, moderators, admins), else the caller's own",
  })
  @ApiOkResponse({ type: ArticleSuggestionPageDto })
  list(
    @Param('id', articleId) id: number,
    @Query() query: ArticleSuggestionsPageQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionPageDto> {
    return this.suggestions.listForArticle(id, user, query);
  }
}

/** Reviewing and withdrawing suggestions, and the lists of the review queue and of one's own. */
@ApiTags('article-suggestions')
@Controller('article-suggestions')
export class ArticleSuggestionReviewController {
  constructor(private readonly suggestions: ArticleSuggestionsService) {}

  @Get()
  @Roles(UserRole.Moderator)
  @ApiOperation({
    operationId: 'listSuggestionQueue',
    summary: 'Suggestions of every article by status, one page at a time (pending oldest first, others newest first)',
  })
  @ApiOkResponse({ type: ArticleSuggestionPageDto })
  queue(@Query() query: ListArticleSuggestionsQuery): Promise<ArticleSuggestionPageDto> {
    return this.suggestions.listByStatus(query.status ?? 'pending', query);
  }

  @Get('mine')
  @ApiOperation({
    operationId: 'listMyArticleSuggestions',
    summary: "The caller's suggestions, newest first, one page at a time",
  })
  @ApiOkResponse({ type: ArticleSuggestionPageDto })
  mine(
    @Query() query: ArticleSuggestionsPageQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionPageDto> {
    return this.suggestions.listMine(user, query);
  }

  @Get(':suggestionId')
  @ApiOperation({
    operationId: 'getArticleSuggestion',
    summary: 'One suggestion with a line diff against the current text (its suggester and reviewers only)',
  })
  @ApiOkResponse({ type: ArticleSuggestionDetailDto })
  get(
    @Param('suggestionId', suggestionId) id: number,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    return this.suggestions.get(id, user);
  }

  @Post(':suggestionId/accept')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'acceptArticleSuggestion',
    summary:
      'Applies a pending suggestion as a new revision credited to its suggester (+1 edit point under the daily cap). ' +
      '409 when the article changed since it was written, or it is no longer pending',
  })
  @ApiOkResponse({ type: ArticleSuggestionDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Stale (the article changed) or already decided' })
  accept(
    @Param('suggestionId', suggestionId) id: number,
    @Body() body: AcceptArticleSuggestionDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    return this.suggestions.accept(id, user, body.reason ?? null);
  }

  @Post(':suggestionId/decline')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'declineArticleSuggestion', summary: 'Declines a pending suggestion with a reason' })
  @ApiOkResponse({ type: ArticleSuggestionDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already decided or withdrawn' })
  decline(
    @Param('suggestionId', suggestionId) id: number,
    @Body() body: DeclineArticleSuggestionDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    return this.suggestions.decline(id, user, body.reason);
  }

  @Post(':suggestionId/withdraw')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'withdrawArticleSuggestion', summary: 'The suggester withdraws a pending suggestion' })
  @ApiOkResponse({ type: ArticleSuggestionDetailDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already decided or withdrawn' })
  withdraw(
    @Param('suggestionId', suggestionId) id: number,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    return this.suggestions.withdraw(id, user);
  }
}
