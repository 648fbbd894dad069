import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { FeatureAccessDto, SetFeatureAccessDto } from './dto/feature-access.dto.js';
import { summaryOf, type FeatureSwitches } from './feature-access.js';
import { SettingsService } from './settings.service.js';

const toDto = (features: FeatureSwitches): FeatureAccessDto => ({ mode: summaryOf(features), features });

@ApiTags('admin')
@Controller('admin/feature-access')
@Roles(UserRole.Admin)
export class FeatureAccessController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getFeatureAccess',
    summary: 'Who may use Browse Content, Flair Store, Content Creation and Direct Messages (one switch each)',
  })
  @ApiOkResponse({ type: FeatureAccessDto })
  async get(): Promise<FeatureAccessDto> {
    return toDto(await this.settings.featureSwitches());
  }

  @Put()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'setFeatureAccess',
    summary: 'Opens features to every signed-in user or restricts them to admins (recorded in the audit log)',
    description:
      '`{"mode": "admins"}` sets all four switches; `{"features": {"store": "admins"}}` sets only the named ones. ' +
      'The server refuses every operation of a restricted feature to non-admins with 403.',
  })
  @ApiOkResponse({ type: FeatureAccessDto })
  async set(@Body() body: SetFeatureAccessDto, @CurrentUser() admin: SessionUser): Promise<FeatureAccessDto> {
    return toDto(await this.settings.setFeatureAccess(body, admin.id));
  }
}
