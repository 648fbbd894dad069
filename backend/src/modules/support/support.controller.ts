import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import { SupportRequestRateLimit, WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { CreateSupportRequestDto, SupportRequestReceiptDto } from './dto/support-request.dto.js';
import { CreateUsernameConflictRequestDto, UsernameConflictRequestDto } from './dto/username-conflict-request.dto.js';
import { SupportService } from './support.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

@ApiTags('support')
@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('support/requests')
  @Public()
  @HttpCode(201)
  @SupportRequestRateLimit()
  @ApiOperation({
    operationId: 'createSupportRequest',
    summary: 'Asks the admins to correct or take down what an article or archive entry says (anyone may send it)',
    description:
      'Open to everyone, signed in or not. The form sends a `submissionKey` made when it opens: the same key again answers the stored request with 200 instead of storing a second one. Every admin is notified and e-mailed. Takedown and correction requests are due 7 days after they arrive.',
  })
  @ApiCreatedResponse({ type: SupportRequestReceiptDto, description: 'Stored' })
  @ApiOkResponse({ type: SupportRequestReceiptDto, description: 'Already stored under this submission key' })
  async createRequest(
    @CurrentUser() user: SessionUser | undefined,
    @Body() body: CreateSupportRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SupportRequestReceiptDto> {
    const { receipt, created } = await this.support.createRequest(user, body);
    if (!created) res.status(200);
    return receipt;
  }

  @Post('support/username-conflict')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createUsernameConflictRequest',
    summary: 'Asks the admins for help with a username (it lands in their support inbox)',
  })
  @ApiCreatedResponse({ type: UsernameConflictRequestDto })
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    return this.support.createUsernameConflictRequest(user, body);
  }
}
