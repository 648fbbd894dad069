import { isBannedNow } from './modules/users/ban-state.js';
import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import express from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { AllExceptionsFilter, dependencyErrorMiddleware } from './common/filters/all-exceptions.filter.js';
import { BodyMediaTypeInterceptor } from './common/http/body-media-type.js';
import { jsonDepthLimit } from './common/http/json-depth.js';
import { rejectNullBytes } from './common/http/null-bytes.js';
import { createRequestLogger } from './common/logging/request-logger.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { createSameOriginCheck, crossSiteWriteCheck } from './common/security/same-origin.middleware.js';
import { createSessionMiddleware, sessionsWhereNeeded } from './common/security/session.middleware.js';
import { POPUP_SCRIPT, POPUP_SCRIPT_PATH } from './modules/auth/popup-page.js';
import { STRIPE_WEBHOOK_PATH } from './modules/payments/stripe-webhook.controller.js';
import { Environment, NodeEnv, trustedProxies } from './config/environment.js';
import { setupSwaggerUi } from './openapi/swagger-ui.js';
import { serveSpa } from './spa/serve-spa.js';
import { createQueueDashboardGate, QUEUE_DASHBOARD_PATH } from './modules/system-status/queue-dashboard.js';
import { isSyndicationPath, SYNDICATION_ROUTES } from './modules/syndication/syndication-paths.js';
import { UsersService } from './modules/users/users.service.js';
import { ActingUserService } from './modules/auth/acting-user.service.js';
import { sessionUserReader } from './modules/users/session-user-reader.js';
import { userOfSession } from './modules/auth/session-user.js';
import { SecuritySettingsService } from './modules/security-settings/security-settings.service.js';

export const API_PREFIX = 'api';

/**
 * Everything the HTTP application needs besides its modules. Shared by main.ts and the
 * integration tests, so tests exercise the same pipes, filters and headers as production.
 */
export function configureApp(app: NestExpressApplication, options: { logger?: Logger } = {}): void {
  const env = app.get(Environment);
  // Bull Board mounts itself at /admin/queues, outside the API prefix; so do the feeds, sitemap and robots.txt.
  app.setGlobalPrefix(API_PREFIX, { exclude: [QUEUE_DASHBOARD_PATH.slice(1), ...SYNDICATION_ROUTES] });
  // Only the configured proxies may name the client's address (X-Forwarded-For); nothing by default.
  const proxies = trustedProxies(env.TRUST_PROXY);
  app.set('trust proxy', proxies.length > 0 ? proxies : false);
  app.disable('x-powered-by');
  // Stripe signs the exact bytes it sends: the webhook gets its body raw, before any JSON parsing.
  app.use(`/${API_PREFIX}/${STRIPE_WEBHOOK_PATH}`, express.raw({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(jsonDepthLimit());
  app.use(`/${API_PREFIX}`, rejectNullBytes());
  const stripeJsOrigin = new URL(env.STRIPE_JS_URL).origin;
  // Real Stripe.js calls api.stripe.com; the stand-in's script calls its own origin (already listed).
  const stripeApiOrigins = stripeJsOrigin === 'https://js.stripe.com' ? ['https://api.stripe.com'] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Stripe.js (or its local stand-in) loads from its own origin, frames its card form and calls its API.
          scriptSrc: ["'self'", stripeJsOrigin],
          // Radix positions popovers with inline styles; Swagger UI styles itself inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Outside production, local sign-in stand-ins serve avatars over plain http.
          imgSrc: ["'self'", 'data:', 'https:', ...(env.NODE_ENV === NodeEnv.Production ? [] : ['http:'])],
          connectSrc: ["'self'", stripeJsOrigin, ...stripeApiOrigins],
          frameSrc: ["'self'", stripeJsOrigin, 'https://hooks.stripe.com'],
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
  const dataSource = app.get(DataSource);
  const sessions = createSessionMiddleware(dataSource, {
    secret: env.SESSION_SECRET,
    secure: env.NODE_ENV === NodeEnv.Production,
    user: sessionUserReader(dataSource),
  });
  app.use(`/${API_PREFIX}`, sessionsWhereNeeded(sessions));
  // A session store that cannot reach PostgreSQL answers 503 with Retry-After, like the routes do.
  app.use(`/${API_PREFIX}`, dependencyErrorMiddleware());
  // The queue dashboard is a server page for admins only: session, then the admin check (same rules as the
  // API: same-origin writes, the role the session acts with, so a pending second factor keeps it closed),
  // then Bull Board.
  const users = app.get(UsersService);
  const security = app.get(SecuritySettingsService);
  const actingUsers = app.get(ActingUserService);
  app.use(
    QUEUE_DASHBOARD_PATH,
    sessions,
    createQueueDashboardGate({
      loadActingUser: async (req) => {
        const userId = req.session?.userId;
        if (!userId || !security.touchSession(req)) return null;
        const account = await userOfSession(req, userId, users);
        return account && !isBannedNow(account) ? actingUsers.settle(req, account) : account;
      },
      pendingRefusal: (pending) => actingUsers.pendingRefusal(pending),
      isCrossSiteWrite: crossSiteWriteCheck(allowedOrigins),
    }),
  );
  // Answers to a signed-in user are theirs alone: no browser or shared cache may keep them (a route
  // that streams sets its own header later).
  app.use(`/${API_PREFIX}`, (req: Request, res: Response, next: () => void) => {
    if (req.session?.userId) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.useGlobalInterceptors(new BodyMediaTypeInterceptor(app.get(Reflector)));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // No enableShutdownHooks: main.ts drains requests on SIGTERM before Nest's hooks close the pools.

  setupSwaggerUi(app, API_PREFIX, {
    production: env.NODE_ENV === NodeEnv.Production || !env.ROOT_SIGN_IN_ENABLED,
    publicUrl: env.PUBLIC_URL,
    contactEmail: env.SUPPORT_CONTACT_EMAIL || undefined,
  });

  if (env.SPA_DIST_DIR)
    serveSpa(app, env.SPA_DIST_DIR, {
      publicUrl: env.PUBLIC_URL,
      serverPaths: [QUEUE_DASHBOARD_PATH],
      isServerPath: isSyndicationPath,
      production: env.NODE_ENV === NodeEnv.Production,
    });
}
