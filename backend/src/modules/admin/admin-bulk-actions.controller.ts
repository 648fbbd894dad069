import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { AdminBulkActionsService } from './admin-bulk-actions.service.js';
import { BulkActionDto, BulkActionResultDto, RoleSummaryDto } from './dto/bulk-action.dto.js';

@ApiTags('admin')
@Controller('admin')
@Roles(UserRole.Admin)
export class AdminBulkActionsController {
  constructor(private readonly bulk: AdminBulkActionsService) {}

  @Post('bulk-actions')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'runBulkAction',
    summary: 'Promotes to moderator or bans many users (never the root account or yourself)',
  })
  @ApiOkResponse({ type: BulkActionResultDto })
  run(@Body() body: BulkActionDto, @CurrentUser() admin: SessionUser): Promise<BulkActionResultDto> {
    return this.bulk.run(body, admin.id);
  }

  @Get('roles')
  @ApiOperation({ operationId: 'listRoles', summary: 'The roles, what each may do, and how many accounts have it' })
  @ApiOkResponse({ type: [RoleSummaryDto] })
  roles(): Promise<RoleSummaryDto[]> {
    return this.bulk.roleSummaries();
  }
}
