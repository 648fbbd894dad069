import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { UserRole } from '../users/user-role.js';
import { CommentsService } from './comments.service.js';
import { HeldCommentPageDto } from './dto/comment-page.dto.js';
import { ListHeldCommentsQuery } from './dto/list-comments.query.js';
import { EngagementErrors } from './engagement.errors.js';

const commentIdPipe = new ParseIdPipe(EngagementErrors.heldCommentNotFound);

/** The moderators' queue of comments the security settings held. Rejecting one is deleting it. */
@ApiTags('engagement')
@Controller('admin/comments')
@Roles(UserRole.Moderator)
export class HeldCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('held')
  @ApiOperation({
    operationId: 'listHeldComments',
    summary: 'Comments waiting for a moderator (held for approval or as link spam), oldest first',
  })
  @ApiOkResponse({ type: HeldCommentPageDto })
  list(@Query() query: ListHeldCommentsQuery): Promise<HeldCommentPageDto> {
    return this.comments.listHeld(query);
  }

  @Post(':id/approve')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'approveHeldComment',
    summary: "Publishes a held comment: everyone sees it, it is counted and the article's author is notified (audited)",
  })
  @ApiNoContentResponse({ description: 'Published' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No held comment with this id' })
  approve(@Param('id', commentIdPipe) id: number, @CurrentUser() moderator: UserRecord): Promise<void> {
    return this.comments.approve(id, moderator);
  }
}
