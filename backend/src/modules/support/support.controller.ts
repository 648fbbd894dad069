import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { CreateUsernameConflictRequestDto, UsernameConflictRequestDto } from './dto/username-conflict-request.dto.js';
import { SupportService } from './support.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

@ApiTags('support')
@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('support/username-conflict')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'createUsernameConflictRequest', summary: 'Asks the admins for help with a username' })
  @ApiCreatedResponse({ type: UsernameConflictRequestDto })
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    return this.support.createUsernameConflictRequest(user, body);
  }

  @Get('admin/support/username-conflicts')
  @Roles(UserRole.Admin)
  @ApiOperation({ operationId: 'listUsernameConflictRequests', summary: 'Username-conflict requests, newest first' })
  @ApiOkResponse({ type: [UsernameConflictRequestDto] })
  list(): Promise<UsernameConflictRequestDto[]> {
    return this.support.listUsernameConflictRequests();
  }
}
