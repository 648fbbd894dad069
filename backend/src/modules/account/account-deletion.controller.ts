import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { SESSION_COOKIE } from '../../common/security/session.middleware.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountDeletionResultDto, DeleteAccountDto } from './dto/delete-account.dto.js';

@ApiTags('account')
@Controller('account')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Post('delete')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'deleteMyAccount',
    summary: "Deletes the caller's account and signs them out (articles stay, credited to a deleted user)",
  })
  @ApiOkResponse({ type: AccountDeletionResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The typed username does not match' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The ROOT account cannot be deleted' })
  async delete(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: SessionUser,
    @Body() body: DeleteAccountDto,
  ): Promise<AccountDeletionResultDto> {
    const result = await this.deletion.deleteOwnAccount(req, user, body.confirmUsername);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return result;
  }
}
