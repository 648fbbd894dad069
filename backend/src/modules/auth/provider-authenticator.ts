import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { AuthPlatform, ProviderProfile } from './auth-platform.js';

export type ProviderStep =
  { kind: 'redirected' } | { kind: 'profile'; profile: ProviderProfile } | { kind: 'failed'; message: string };

/**
 * Runs a passport strategy for one request and reports what it did: redirected to the provider,
 * produced the provider profile, or failed (forged state, replayed callback, cancelled consent...).
 */
@Injectable()
export class ProviderAuthenticator {
  run(platform: AuthPlatform, req: Request, res: Response): Promise<ProviderStep> {
    return new Promise((resolve) => {
      const onFinish = () => resolve({ kind: 'redirected' });
      res.once('finish', onFinish);
      const done = (step: ProviderStep) => {
        res.off('finish', onFinish);
        resolve(step);
      };
      const middleware = passport.authenticate(
        platform,
        { session: false },
        (error: Error | null, profile: ProviderProfile | false, info: unknown) => {
          if (error) done({ kind: 'failed', message: 'Connection failed or was cancelled' });
          else if (!profile) done({ kind: 'failed', message: failureMessage(info) });
          else done({ kind: 'profile', profile });
        },
      ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      middleware(req, res, () => done({ kind: 'failed', message: 'Authentication failed' }));
    });
  }
}

function failureMessage(info: unknown): string {
  const message = (info as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? `Authentication failed: ${message}` : 'Authentication failed';
}
