import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles, SignedInAccount, WithoutSecondFactor } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { SignInRateLimit, WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { UserRole } from '../users/user-role.js';
import {
  SecondFactorCodeDto,
  SecondFactorEnrolmentDto,
  SecondFactorRecoveryCodesDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto.js';
import { SecondFactorErrors } from './second-factor.errors.js';
import { SecondFactorService } from './second-factor.service.js';

/** The admins' TOTP second factor: set-up on the Security settings tab, and the code step after sign-in. */
@ApiTags('auth')
@Controller('second-factor')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @ApiOperation({
    operationId: 'getSecondFactorStatus',
    summary: 'Whether this account has a second factor, and what this session still needs before admin operations',
  })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@SignedInAccount() user: UserRecord, @Req() req: Request): Promise<SecondFactorStatusDto> {
    return this.secondFactor.statusOf(user, req);
  }

  @Post('enrolment')
  @Roles(UserRole.Admin)
  @WithoutSecondFactor()
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startSecondFactorEnrolment',
    summary: 'Starts setting up a TOTP second factor: a new secret, shown only in this answer',
  })
  @ApiOkResponse({ type: SecondFactorEnrolmentDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: SecondFactorErrors.alreadyEnrolled })
  start(@SignedInAccount() user: UserRecord): Promise<SecondFactorEnrolmentDto> {
    return this.secondFactor.startEnrolment(user);
  }

  @Post('enrolment/confirm')
  @Roles(UserRole.Admin)
  @WithoutSecondFactor()
  @SignInRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmSecondFactorEnrolment',
    summary: 'Finishes the set-up with a first code; answers the one-time recovery codes (shown only now)',
  })
  @ApiOkResponse({ type: SecondFactorRecoveryCodesDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: SecondFactorErrors.tooManyAttempts })
  async confirm(
    @SignedInAccount() user: UserRecord,
    @Req() req: Request,
    @Body() body: SecondFactorCodeDto,
  ): Promise<SecondFactorRecoveryCodesDto> {
    const recoveryCodes = await this.secondFactor.confirmEnrolment(user, req, body.code);
    return { recoveryCodes, status: await this.secondFactor.statusOf(user, req) };
  }

  @Post('verify')
  @Roles(UserRole.Admin)
  @WithoutSecondFactor()
  @SignInRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifySecondFactor',
    summary: 'Checks a code (or a recovery code, which then stops working) and lets this session use admin operations',
  })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: SecondFactorErrors.tooManyAttempts })
  async verify(
    @SignedInAccount() user: UserRecord,
    @Req() req: Request,
    @Body() body: SecondFactorCodeDto,
  ): Promise<SecondFactorStatusDto> {
    await this.secondFactor.verify(user, req, body.code);
    return this.secondFactor.statusOf(user, req);
  }

  @Delete()
  @Roles(UserRole.Admin)
  @WithoutSecondFactor()
  @WriteRateLimit()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'disableSecondFactor',
    summary: 'Removes your second factor (from a session that passed it); audited',
  })
  @ApiNoContentResponse()
  disable(@SignedInAccount() user: UserRecord, @Req() req: Request): Promise<void> {
    return this.secondFactor.disable(user, req);
  }

  @Post('recovery-codes')
  @Roles(UserRole.Admin)
  @WithoutSecondFactor()
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'regenerateSecondFactorRecoveryCodes',
    summary: 'Replaces every recovery code with ten new ones, shown only in this answer (from a session that passed)',
  })
  @ApiOkResponse({ type: SecondFactorRecoveryCodesDto })
  async regenerateRecoveryCodes(
    @SignedInAccount() user: UserRecord,
    @Req() req: Request,
  ): Promise<SecondFactorRecoveryCodesDto> {
    const recoveryCodes = await this.secondFactor.regenerateRecoveryCodes(user, req);
    return { recoveryCodes, status: await this.secondFactor.statusOf(user, req) };
  }
}
