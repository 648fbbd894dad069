import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ActivityService, RECENT_ACTIVITY_SIZE } from './activity.service.js';
import { ActivityEventDto, ActivityPageDto } from './dto/activity-event.dto.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { UserErrors } from '../users/users.errors.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userIdPipe = ParseIdPipe.uuid(UserErrors.notFound);

@ApiTags('profiles')
@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get('users/:id/activity')
  @ApiOperation({
    operationId: 'listUserActivity',
    summary: 'What the user did, newest first: articles published and edited, comments, likes and follows',
  })
  @ApiOkResponse({ type: ActivityPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  listForUser(
    @Param('id', userIdPipe) id: string,
    @Query() query: PageQuery,
    @CurrentUser() viewer: SessionUser,
  ): Promise<ActivityPageDto> {
    return this.activity.forUser(id, viewer, query);
  }

  @Get('activity/recent')
  @ApiOperation({
    operationId: 'listRecentActivity',
    summary: `The site's ${RECENT_ACTIVITY_SIZE} newest events, for the home page's Recent Activity card`,
  })
  @ApiOkResponse({ type: [ActivityEventDto] })
  listRecent(): Promise<ActivityEventDto[]> {
    return this.activity.recent();
  }
}
