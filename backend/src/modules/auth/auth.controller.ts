import { Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { SignInRateLimit } from '../../common/throttling/rate-limits.js';
import { AuthPlatform } from './auth-platform.js';
import { AuthService } from './auth.service.js';
import { SessionDto } from './dto/session.dto.js';
import { StartSignInQuery } from './dto/start-sign-in.query.js';
import { LocalRootSignInGuard } from './guards/local-root-sign-in.guard.js';
import { ProviderSignInService } from './provider-sign-in.service.js';
import { ActingUserService } from './acting-user.service.js';
import { SessionSummaryService } from './session-summary.service.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly sessionSummary: SessionSummaryService,
    private readonly providerSignIn: ProviderSignInService,
    private readonly acting: ActingUserService,
  ) {}

  @Public()
  @Get('login')
  @ApiOperation({ operationId: 'login', summary: 'Sends the browser to the sign-in dialog' })
  @ApiFoundResponse({ description: 'Redirect to /?signin=1' })
  login(@Res() res: Response): void {
    res.redirect(302, '/?signin=1');
  }

  @Public()
  @Get('auth/user')
  @ApiOperation({ operationId: 'getSession', summary: 'The signed-in user, or {user: null}' })
  @ApiOkResponse({ type: SessionDto })
  session(@Req() req: Request): Promise<SessionDto> {
    return this.sessionSummary.of(this.acting.actingUser(req), req);
  }

  @Public()
  @Post('auth/logout')
  @HttpCode(204)
  @ApiOperation({ operationId: 'logout', summary: 'Ends the session' })
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    if (req.session) await this.sessions.destroy(req);
    res.clearCookie('sid', { path: '/' });
  }

  @Public()
  @SignInRateLimit()
  @Post('auth/root')
  @UseGuards(LocalRootSignInGuard)
  @HttpCode(200)
  @ApiOperation({ operationId: 'rootLogin', summary: 'Development only: signs in as the root admin from localhost' })
  @ApiOkResponse({ type: SessionDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'In production this route does not exist' })
  async rootLogin(@Req() req: Request): Promise<SessionDto> {
    const root = await this.auth.signInAsRoot(req);
    req.currentUser = root;
    return this.sessionSummary.of(root, req);
  }

  @Public()
  @SignInRateLimit()
  @Get('auth/:platform')
  @ApiOperation({ operationId: 'startSignIn', summary: 'Starts a provider sign-in (browser navigation in a popup)' })
  @ApiParam({ name: 'platform', enum: AuthPlatform, enumName: 'AuthPlatform' })
  @ApiFoundResponse({ description: 'Redirect to the provider' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Popup page reporting an error to the opener', content: { 'text/html': {} } })
  async start(
    @Param('platform', new ParseEnumPipe(AuthPlatform, { errorHttpStatusCode: 404 })) platform: AuthPlatform,
    @Query() query: StartSignInQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.providerSignIn.start(platform, query.mode, req, res);
  }

  @Public()
  @SignInRateLimit()
  @Get('auth/:platform/callback')
  @ApiOperation({
    operationId: 'finishSignIn',
    summary: "The provider's return: a popup page that reports to the opener",
  })
  @ApiParam({ name: 'platform', enum: AuthPlatform, enumName: 'AuthPlatform' })
  @ApiProduces('text/html')
  @ApiOkResponse({
    description: "Posts 'oauth-success' or 'oauth-error' to the opener, then closes",
    content: { 'text/html': {} },
  })
  async callback(
    @Param('platform', new ParseEnumPipe(AuthPlatform, { errorHttpStatusCode: 404 })) platform: AuthPlatform,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.providerSignIn.finish(platform, req, res);
  }
}
