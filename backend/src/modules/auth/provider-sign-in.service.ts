import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { redactSecrets } from '../../common/logging/redact.js';
import type { AuthPlatform } from './auth-platform.js';
import { SignInErrors } from './auth.errors.js';
import { AuthService } from './auth.service.js';
import { popupError, popupResultOf, providerUnavailable, sendPopupPage } from './popup-page.js';
import { ProviderAuthenticator } from './provider-authenticator.js';
import { ProviderConfiguration } from './provider-configuration.js';

/**
 * The two legs of a provider sign-in in the popup: the start sends the browser to the provider, the
 * callback signs in (or links) and answers with the popup page that reports to the opener. Every way
 * out that is not a redirect is that page, so the opener always hears how it ended.
 */
@Injectable()
export class ProviderSignInService {
  private readonly logger = new Logger(ProviderSignInService.name);

  constructor(
    private readonly auth: AuthService,
    private readonly providers: ProviderConfiguration,
    private readonly authenticator: ProviderAuthenticator,
  ) {}

  async start(platform: AuthPlatform, mode: 'link' | undefined, req: Request, res: Response): Promise<void> {
    if (!this.providers.isConfigured(platform)) {
      return sendPopupPage(res, providerUnavailable(platform));
    }
    if (mode === 'link' && !req.currentUser) {
      return sendPopupPage(res, popupError(SignInErrors.signInBeforeLinking));
    }
    req.session.oauthMode = mode === 'link' ? 'link' : 'signin';
    // Keep the popup in the opener's browsing-context group through the provider round trip.
    res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    const step = await this.authenticator.run(platform, req, res);
    if (step.kind !== 'redirected') {
      sendPopupPage(res, popupError(step.kind === 'failed' ? step.message : 'Authentication failed'));
    }
  }

  async finish(platform: AuthPlatform, req: Request, res: Response): Promise<void> {
    if (!this.providers.isConfigured(platform)) {
      return sendPopupPage(res, providerUnavailable(platform));
    }
    const step = await this.authenticator.run(platform, req, res);
    if (step.kind === 'redirected') return;
    if (step.kind === 'failed') {
      delete req.session.oauthMode;
      this.logger.warn({ platform, reason: redactSecrets(step.message) }, 'Provider sign-in failed');
      return sendPopupPage(res, popupError(step.message));
    }
    const outcome = await this.auth.completeProviderSignIn(req, step.profile);
    sendPopupPage(res, popupResultOf(outcome));
  }
}
