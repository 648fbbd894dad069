import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { AdminUsersService } from './admin-users.service.js';
import {
  AdminUserDto,
  AdminUserPageDto,
  BanUserDto,
  ChangeRoleDto,
  ListAdminUsersQuery,
} from './dto/admin-user.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const userIdPipe = ParseIdPipe.uuid();

@ApiTags('admin')
@Controller('admin/users')
@Roles(UserRole.Admin)
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminUsers', summary: 'Users, filtered by search, role and status' })
  @ApiOkResponse({ type: AdminUserPageDto })
  list(@Query() query: ListAdminUsersQuery): Promise<AdminUserPageDto> {
    return this.users.list(query);
  }

  @Post(':id/role')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'changeUserRole', summary: 'Changes a user role (never the root account)' })
  @ApiOkResponse({ type: AdminUserDto })
  changeRole(
    @Param('id', userIdPipe) id: string,
    @Body() body: ChangeRoleDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminUserDto> {
    return this.users.changeRole(id, body.role, admin.id);
  }

  @Post(':id/ban')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'banUser', summary: 'Bans a user and ends their sessions (never the root account)' })
  @ApiOkResponse({ type: AdminUserDto })
  ban(
    @Param('id', userIdPipe) id: string,
    @Body() body: BanUserDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminUserDto> {
    return this.users.ban(id, admin.id, body);
  }

  @Post(':id/unban')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'unbanUser', summary: 'Lifts a ban' })
  @ApiOkResponse({ type: AdminUserDto })
  unban(@Param('id', userIdPipe) id: string, @CurrentUser() admin: SessionUser): Promise<AdminUserDto> {
    return this.users.unban(id, admin.id);
  }
}
