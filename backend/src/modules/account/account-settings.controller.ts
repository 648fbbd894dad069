import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { AccountSettingsService } from './account-settings.service.js';
import { AccountSettingsDto, UpdateAccountSettingsDto } from './dto/account-settings.dto.js';

@ApiTags('account')
@Controller('settings')
export class AccountSettingsController {
  constructor(private readonly settings: AccountSettingsService) {}

  @Get()
  @ApiOperation({ operationId: 'getMySettings', summary: "The caller's theme and notification choices" })
  @ApiOkResponse({ type: AccountSettingsDto })
  get(@CurrentUser() user: SessionUser): Promise<AccountSettingsDto> {
    return this.settings.get(user.id);
  }

  @Patch()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateMySettings', summary: "Saves the caller's theme" })
  @ApiOkResponse({ type: AccountSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not light, dark or system' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The admins turned theme switching off' })
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateAccountSettingsDto): Promise<AccountSettingsDto> {
    return this.settings.setTheme(user.id, body.theme);
  }
}
