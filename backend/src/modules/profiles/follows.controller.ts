import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { FollowStatusDto } from './dto/follow-status.dto.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { UserCardPageDto } from './dto/user-card.dto.js';
import { FollowsService } from './follows.service.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { UserErrors } from '../users/users.errors.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userIdPipe = ParseIdPipe.uuid(UserErrors.notFound);

@ApiTags('profiles')
@Controller('users')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post(':id/follow')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'followUser', summary: 'Follows a user (following twice changes nothing)' })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'You cannot follow yourself.' })
  follow(@Param('id', userIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStatusDto> {
    return this.follows.follow(viewer, id);
  }

  @Delete(':id/follow')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'unfollowUser',
    summary: 'Stops following a user (succeeds if you did not follow them)',
  })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'You cannot follow yourself.' })
  unfollow(@Param('id', userIdPipe) id: string, @CurrentUser() viewer: SessionUser): Promise<FollowStatusDto> {
    return this.follows.unfollow(viewer, id);
  }

  @Get(':id/followers')
  @ApiOperation({ operationId: 'listFollowers', summary: 'Who follows the user, newest first' })
  @ApiOkResponse({ type: UserCardPageDto })
  listFollowers(
    @Param('id', userIdPipe) id: string,
    @Query() query: PageQuery,
    @CurrentUser() viewer: SessionUser,
  ): Promise<UserCardPageDto> {
    return this.follows.list('followers', id, viewer, query);
  }

  @Get(':id/following')
  @ApiOperation({ operationId: 'listFollowing', summary: 'Whom the user follows, newest first' })
  @ApiOkResponse({ type: UserCardPageDto })
  listFollowing(
    @Param('id', userIdPipe) id: string,
    @Query() query: PageQuery,
    @CurrentUser() viewer: SessionUser,
  ): Promise<UserCardPageDto> {
    return this.follows.list('following', id, viewer, query);
  }
}
