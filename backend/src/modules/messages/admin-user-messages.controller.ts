import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { AdminUserMessagesService } from './admin-user-messages.service.js';
import { AdminUserMessagePageDto } from './dto/admin-user-message.dto.js';
import { MessagePageQuery } from './dto/message-page.query.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

@ApiTags('admin')
@Controller('admin/users')
@Roles(UserRole.Admin)
export class AdminUserMessagesController {
  constructor(private readonly messages: AdminUserMessagesService) {}

  @Get(':id/messages')
  @ApiOperation({
    operationId: 'listUserMessagesForAdmin',
    summary: "A user's sent and received messages, newest first (recorded in the audit log)",
  })
  @ApiOkResponse({ type: AdminUserMessagePageDto })
  list(
    @Param('id', ParseIdPipe.uuid()) id: string,
    @Query() query: MessagePageQuery,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminUserMessagePageDto> {
    return this.messages.list(id, admin.id, query);
  }
}
