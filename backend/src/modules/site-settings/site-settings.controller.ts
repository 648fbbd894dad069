import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { PublicSiteSettingsDto, SystemSettingsDto } from './dto/system-settings.dto.js';
import { SiteSettingsService } from './site-settings.service.js';

@ApiTags('admin')
@Controller('admin/system-settings')
@Roles(UserRole.Admin)
export class SystemSettingsController {
  constructor(private readonly siteSettings: SiteSettingsService) {}

  @Get()
  @ApiOperation({ operationId: 'getSystemSettings', summary: 'Site title, description, theme rules and custom CSS' })
  @ApiOkResponse({ type: SystemSettingsDto })
  get(): Promise<SystemSettingsDto> {
    return this.siteSettings.get();
  }

  @Post()
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'saveSystemSettings',
    summary: 'Saves the appearance settings; the custom CSS is parsed and cleaned first',
  })
  @ApiOkResponse({ type: SystemSettingsDto })
  save(@Body() body: SystemSettingsDto, @CurrentUser() admin: SessionUser): Promise<SystemSettingsDto> {
    return this.siteSettings.save(body, admin.id);
  }
}

@ApiTags('site-settings')
@Controller('site-settings')
@Public()
export class PublicSiteSettingsController {
  constructor(private readonly siteSettings: SiteSettingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getSiteSettings',
    summary: "What every visitor's page uses: title, description, theme",
  })
  @ApiOkResponse({ type: PublicSiteSettingsDto })
  get(): Promise<PublicSiteSettingsDto> {
    return this.siteSettings.getPublic();
  }

  @Get('custom.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ operationId: 'getCustomCss', summary: "The admins' custom stylesheet, cleaned" })
  @ApiProduces('text/css')
  @ApiOkResponse({ description: 'The stylesheet', schema: { type: 'string' } })
  customCss(): Promise<string> {
    return this.siteSettings.customCss();
  }
}
