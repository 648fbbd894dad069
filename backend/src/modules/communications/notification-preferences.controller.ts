import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

@ApiTags('communications')
@Controller('settings/notifications')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @ApiOperation({ operationId: 'getNotificationPreferences', summary: "The caller's e-mail choices" })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  get(@CurrentUser() user: SessionUser): Promise<NotificationPreferencesDto> {
    return this.preferences.get(user.id);
  }

  @Put()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateNotificationPreferences', summary: "Saves the caller's e-mail choices" })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  update(
    @CurrentUser() user: SessionUser,
    @Body() body: NotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.save(user.id, body);
  }
}
