import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { SecuritySettingsDto } from './dto/security-settings.dto.js';
import { SecuritySettingsService } from './security-settings.service.js';

@ApiTags('admin')
@Controller('admin/security-settings')
@Roles(UserRole.Admin)
export class SecuritySettingsController {
  constructor(private readonly settings: SecuritySettingsService) {}

  @Get()
  @ApiOperation({ operationId: 'getSecuritySettings', summary: 'The security settings' })
  @ApiOkResponse({ type: SecuritySettingsDto })
  get(): Promise<SecuritySettingsDto> {
    return this.settings.get();
  }

  @Put()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'saveSecuritySettings', summary: 'Saves the security settings (audited)' })
  @ApiOkResponse({ type: SecuritySettingsDto })
  save(@Body() body: SecuritySettingsDto, @CurrentUser() admin: SessionUser): Promise<SecuritySettingsDto> {
    return this.settings.save(body, admin.id);
  }
}
