import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { createRequestLogger } from './common/logging/request-logger.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { createSameOriginCheck } from './common/security/same-origin.middleware.js';
import { createSessionMiddleware } from './common/security/session.middleware.js';
import { POPUP_SCRIPT, POPUP_SCRIPT_PATH } from './modules/auth/popup-page.js';
import { Environment, NodeEnv } from './config/environment.js';
import { setupSwaggerUi } from './openapi/swagger-ui.js';
import { serveSpa } from './spa/serve-spa.js';

export const API_PREFIX = 'api';

/**
 * Everything the HTTP application needs besides its modules. Shared by main.ts and the
 * integration tests, so tests exercise the same pipes, filters and headers as production.
 */
export function configureApp(app: NestExpressApplication, options: { logger?: Logger } = {}): void {
  const env = app.get(Environment);
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', env.NODE_ENV === NodeEnv.Production ? 1 : false);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '1mb' });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with inline styles; Swagger UI styles itself inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Outside production, local sign-in stand-ins serve avatars over plain http.
          imgSrc: ["'self'", 'data:', 'https:', ...(env.NODE_ENV === NodeEnv.Production ? [] : ['http:'])],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: env.NODE_ENV === NodeEnv.Production ? [] : null,
        },
      },
      // The sign-in popups post back to window.opener; same-origin would sever it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: env.NODE_ENV === NodeEnv.Production,
    }),
  );
  if (options.logger) app.use(createRequestLogger(options.logger));
  const allowedOrigins = [
    env.PUBLIC_URL,
    ...(env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ];
  app.use(`/${API_PREFIX}`, createSameOriginCheck(allowedOrigins));
  app.use(POPUP_SCRIPT_PATH, (_req: Request, res: Response) => res.type('application/javascript').send(POPUP_SCRIPT));
  app.use(
    `/${API_PREFIX}`,
    createSessionMiddleware(app.get(DataSource), {
      secret: env.SESSION_SECRET,
      secure: env.NODE_ENV === NodeEnv.Production,
    }),
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  setupSwaggerUi(app, API_PREFIX, { production: env.NODE_ENV === NodeEnv.Production, publicUrl: env.PUBLIC_URL });

  if (env.SPA_DIST_DIR) serveSpa(app, env.SPA_DIST_DIR);
}
