import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { User } from '../users/entities/user.entity.js';
import { CommentsService } from './comments.service.js';
import { CommentPageDto } from './dto/comment-page.dto.js';
import { CommentDto } from './dto/comment.dto.js';
import { CreateCommentDto } from './dto/create-comment.dto.js';
import { ListCommentsQuery } from './dto/list-comments.query.js';
import { EngagementErrors } from './engagement.errors.js';

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
      'Comments held for approval are listed only for their author and for moderators (with `heldReason` set); `total` counts public comments.',
  })
  @ApiOkResponse({ type: CommentPageDto })
  list(
    @Param('id', articleIdPipe) id: number,
    @Query() query: ListCommentsQuery,
    @CurrentUser() viewer: User | undefined,
  ): Promise<CommentPageDto> {
    return this.comments.list(id, query, viewer);
  }

  @Post(':id/comments')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createArticleComment',
    summary: 'Posts a plain-text comment (trimmed, 1-5000 characters) on an article',
    description:
      "When the security settings hold it (link spam under auto-moderation, or an account younger than 24 hours while approval is required), the answer's `heldReason` is set and only its author and moderators see it until a moderator approves it.",
  })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: "Blank: field 'content', reason 'Please write a comment before posting.'",
  })
  create(
    @Param('id', articleIdPipe) id: number,
    @Body() body: CreateCommentDto,
    @CurrentUser() user: User,
  ): Promise<CommentDto> {
    return this.comments.create(id, user, body.content);
  }

  @Delete(':articleId/comments/:commentId')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'deleteArticleComment',
    summary: "Deletes a comment: its author's own, or any comment for moderators and admins",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @Param('articleId', articleIdPipe) articleId: number,
    @Param('commentId', commentIdPipe) commentId: number,
    @CurrentUser() user: User,
  ): Promise<void> {
    return this.comments.delete(articleId, commentId, user);
  }
}
