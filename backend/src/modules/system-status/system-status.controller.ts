import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../users/user-role.js';
import { DatabaseStatusDto, SystemHealthDto } from './dto/system-status.dto.js';
import { SystemStatusService } from './system-status.service.js';

@ApiTags('admin')
@Controller('admin')
@Roles(UserRole.Admin)
export class SystemStatusController {
  constructor(private readonly status: SystemStatusService) {}

  @Get('database-status')
  @ApiOperation({
    operationId: 'getDatabaseStatus',
    summary: "Database figures from PostgreSQL's catalog: tables, exact rows, size, largest tables",
  })
  @ApiOkResponse({ type: DatabaseStatusDto })
  database(): Promise<DatabaseStatusDto> {
    return this.status.databaseStatus();
  }

  @Get('system-health')
  @ApiOperation({
    operationId: 'getSystemHealth',
    summary: 'API process figures, Redis, worker heartbeats and queue depths',
  })
  @ApiOkResponse({ type: SystemHealthDto })
  health(): Promise<SystemHealthDto> {
    return this.status.health();
  }
}
