import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import {
  NotificationPageDto,
  NotificationPageQuery,
  NotificationReadDto,
  NotificationsReadAllDto,
  NotificationStreamEventDto,
  NotificationUnreadCountDto,
} from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@Controller('notifications')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' })
// The `notification` event of the live stream (GET /api/messages/stream refers to it).
@ApiExtraModels(NotificationStreamEventDto)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listNotifications',
    summary: "The caller's notifications, newest first, with the unread count",
    description:
      'New ones also arrive live as `notification` events on /api/messages/stream. Pass nextCursor as cursor for older ones.',
  })
  @ApiOkResponse({ type: NotificationPageDto })
  list(@CurrentUser() user: SessionUser, @Query() query: NotificationPageQuery): Promise<NotificationPageDto> {
    return this.notifications.list(user.id, query);
  }

  @Get('unread-count')
  @ApiOperation({
    operationId: 'getUnreadNotificationCount',
    summary: "How many of the caller's notifications are unread",
  })
  @ApiOkResponse({ type: NotificationUnreadCountDto })
  async unreadCount(@CurrentUser() user: SessionUser): Promise<NotificationUnreadCountDto> {
    return { count: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'markAllNotificationsRead', summary: "Marks all the caller's notifications read" })
  @ApiOkResponse({ type: NotificationsReadAllDto })
  markAllRead(@CurrentUser() user: SessionUser): Promise<NotificationsReadAllDto> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'markNotificationRead', summary: 'Marks one of the caller’s notifications read' })
  @ApiOkResponse({ type: NotificationReadDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such notification of the caller' })
  markRead(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<NotificationReadDto> {
    return this.notifications.markRead(user.id, id);
  }
}
