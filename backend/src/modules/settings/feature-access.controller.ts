import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import { FeatureAccessDto } from './dto/feature-access.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('admin')
@Controller('admin/feature-access')
@Roles(UserRole.Admin)
export class FeatureAccessController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getFeatureAccess',
    summary: 'Who may use Browse, Store, Contribute and Direct Messages',
  })
  @ApiOkResponse({ type: FeatureAccessDto })
  async get(): Promise<FeatureAccessDto> {
    return { mode: await this.settings.featureAccess() };
  }

  @Put()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'setFeatureAccess',
    summary: 'Open those features to every signed-in user, or to admins only (recorded in the audit log)',
  })
  @ApiOkResponse({ type: FeatureAccessDto })
  async set(@Body() body: FeatureAccessDto, @CurrentUser() admin: User): Promise<FeatureAccessDto> {
    return { mode: await this.settings.setFeatureAccess(body.mode, admin.id) };
  }
}
