import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { UserErrors } from '../users/users.errors.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditLogPageDto, ListAuditLogQuery } from './dto/audit-log-entry.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const userIdPipe = ParseIdPipe.uuid(UserErrors.notFound);

@ApiTags('admin')
@Controller('admin/users')
@Roles(UserRole.Admin)
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get(':id/activity-log')
  @ApiOperation({
    operationId: 'listUserAuditLog',
    summary: "A user's activity log: what they did and what was done to them, newest first",
  })
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  list(
    @Param('id', userIdPipe) id: string,
    @Query() query: ListAuditLogQuery,
    @CurrentUser() admin: SessionUser,
  ): Promise<AuditLogPageDto> {
    return this.auditLog.forUser(id, admin.id, query);
  }
}
