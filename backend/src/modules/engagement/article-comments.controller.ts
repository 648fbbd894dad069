import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../common/auth/auth.decorators.js';
import { ModerationReasonDto } from '../moderation-log/dto/moderation-reason.dto.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { COMMENT_UNDO_SECONDS, CommentsService } from './comments.service.js';
import { CommentPageDto } from './dto/comment-page.dto.js';
import { CommentDto } from './dto/comment.dto.js';
import { CreateCommentDto, HideCommentDto } from './dto/create-comment.dto.js';
import { ListCommentsQuery } from './dto/list-comments.query.js';
import { EngagementErrors } from './engagement.errors.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const articleIdPipe = new ParseIdPipe(EngagementErrors.articleNotFound);
const commentIdPipe = new ParseIdPipe(EngagementErrors.commentNotFound);

@ApiTags('engagement')
@Controller('articles')
export class ArticleCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get(':id/comments')
  @Public()
  @ApiOperation({
    operationId: 'listArticleComments',
    summary: 'Comments of an article, oldest first (newest last), one page at a time',
    description:
      'Top-level comments and their replies in one list (group replies under parentId). Hidden comments are listed ' +
      'without their text except to moderators and admins; a deleted comment is listed (without text) only while ' +
      'it still has replies. Comments held for approval are listed only for their author and for moderators (with ' +
      '`heldReason` set). `total` counts the comments everyone sees (neither hidden, deleted nor held).',
  })
  @ApiOkResponse({ type: CommentPageDto })
  list(
    @Param('id', articleIdPipe) id: number,
    @Query() query: ListCommentsQuery,
    @CurrentUser() user: UserRecord | undefined,
  ): Promise<CommentPageDto> {
    return this.comments.list(id, query, user);
  }

  @Post(':id/comments')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createArticleComment',
    summary: 'Posts a plain-text comment (trimmed, 1-5000 characters) on an article, or a reply (parentId)',
    description:
      "When the security settings hold it (link spam under auto-moderation, or an account younger than 24 hours while approval is required), the answer's `heldReason` is set and only its author and moderators see it until a moderator approves it. A held comment takes no replies until it is approved (409).",
  })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: "Blank: field 'content', reason 'Please write a comment before posting.'",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such article, or the parent comment is gone' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The parent comment is waiting for a moderator' })
  create(
    @Param('id', articleIdPipe) id: number,
    @Body() body: CreateCommentDto,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentDto> {
    return this.comments.create(id, user, body.content, body.parentId);
  }

  @Delete(':articleId/comments/:commentId')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'deleteArticleComment',
    summary: 'Deletes one of your own comments',
    description:
      `The deletion can be undone (restoreArticleComment) for ${COMMENT_UNDO_SECONDS} seconds. Moderators and admins ` +
      "delete someone else's comment with removeArticleComment, which takes a reason; here it answers 400.",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @CurrentUser() user: UserRecord,
  ): Promise<void> {
    return this.comments.delete(articleId, commentId, user);
  }

  @Post(':articleId/comments/:commentId/remove')
  @HttpCode(204)
  @Roles(UserRole.Moderator)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'removeArticleComment',
    summary: "Deletes someone's comment with a reason (moderators and admins; audited, in the public moderation log)",
    description:
      'Rejecting a held comment is removing it. The reason category is published in the moderation log, the ' +
      `note kept in the audit log. The deletion can be undone (restoreArticleComment) for ${COMMENT_UNDO_SECONDS} seconds.`,
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such comment, or it is already deleted' })
  remove(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @Body() body: ModerationReasonDto,
    @CurrentUser() user: UserRecord,
  ): Promise<void> {
    return this.comments.removeAsModerator(articleId, commentId, body, user);
  }

  @Post(':articleId/comments/:commentId/restore')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'restoreArticleComment',
    summary: `Undoes the deletion of a comment within ${COMMENT_UNDO_SECONDS} seconds (whoever may delete it)`,
  })
  @ApiOkResponse({ type: CommentDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The time to undo has passed' })
  restore(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentDto> {
    return this.comments.restore(articleId, commentId, user);
  }

  @Post(':articleId/comments/:commentId/hide')
  @HttpCode(200)
  @Roles(UserRole.Moderator)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'hideArticleComment',
    summary: 'Hides a comment with a reason (moderators and admins; audited)',
    description:
      'Others then see it as hidden by a moderator, without its text; moderators still see the text and the reason. ' +
      'Hiding a hidden comment again replaces the reason.',
  })
  @ApiOkResponse({ type: CommentDto })
  hide(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @Body() body: HideCommentDto,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentDto> {
    return this.comments.hide(articleId, commentId, body, user);
  }

  @Post(':articleId/comments/:commentId/unhide')
  @HttpCode(200)
  @Roles(UserRole.Moderator)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'unhideArticleComment',
    summary: 'Shows a hidden comment again (moderators and admins; audited)',
    description: 'Everyone sees its text again and it counts again; a comment that is not hidden is returned as it is.',
  })
  @ApiOkResponse({ type: CommentDto })
  unhide(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @CurrentUser() user: UserRecord,
  ): Promise<CommentDto> {
    return this.comments.unhide(articleId, commentId, user);
  }
}
