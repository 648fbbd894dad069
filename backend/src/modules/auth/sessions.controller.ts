import { Controller, Delete, Get, HttpCode, Param, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { EndedSessionsDto, SignedInSessionsDto } from './dto/signed-in-session.dto.js';
import { SessionsService } from './sessions.service.js';

/** The caller's own signed-in browsers and devices, and signing them out. */
@ApiTags('auth')
@Controller('account/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly security: SecuritySettingsService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listMySessions', summary: "The caller's signed-in sessions and the idle timeout" })
  @ApiOkResponse({ type: SignedInSessionsDto })
  async list(@Req() req: Request, @CurrentUser() user: SessionUser): Promise<SignedInSessionsDto> {
    const [settings, sessions] = await Promise.all([this.security.get(), this.sessions.listForUser(req, user.id)]);
    return { sessionTimeoutMinutes: settings.sessionTimeout, sessions };
  }

  @Delete()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'endMyOtherSessions', summary: 'Signs out every session of the caller but this one' })
  @ApiOkResponse({ type: EndedSessionsDto })
  async endOthers(@Req() req: Request, @CurrentUser() user: SessionUser): Promise<EndedSessionsDto> {
    return { ended: await this.sessions.revokeOthers(req, user.id) };
  }

  @Delete(':id')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'endMySession', summary: "Signs out one of the caller's other sessions" })
  @ApiParam({ name: 'id', description: 'The id from the session list' })
  @ApiNoContentResponse({ description: 'Signed out; its cookie is refused from now on' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'It is the current session (use Sign Out)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such session of the caller' })
  async end(@Req() req: Request, @CurrentUser() user: SessionUser, @Param('id') id: string): Promise<void> {
    await this.sessions.revoke(req, user.id, id);
  }
}
