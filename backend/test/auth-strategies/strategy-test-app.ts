import express, { Express, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Environment, validateEnvironment } from '../../src/config/environment.js';

export const TEST_PUBLIC_URL = 'http://localhost:5100';

/** A validated Environment pointing the strategies at the stand-ins. */
export function strategyEnvironment(standInEnv: Record<string, string>): Environment {
  return validateEnvironment({
    DATABASE_URL: 'postgres://unused/unused',
    REDIS_URL: 'redis://unused',
    SESSION_SECRET: 'strategy-tests-session-secret-0123456789',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...standInEnv,
  });
}

/**
 * The smallest app that runs a strategy like the auth controller will: express-session for the
 * state, passport without sessions, and the outcome as JSON so tests can assert on it:
 * 200 { profile } | 401/403 { failure: info } | 500 { error: message }.
 */
export function createStrategyTestApp(strategyName: string, routeSegment = strategyName): Express {
  const app = express();
  app.use(session({ secret: 'strategy-tests-session-secret-0123456789', resave: false, saveUninitialized: false }));
  app.use(passport.initialize());
  const authenticate = (req: Request, res: Response, next: NextFunction) => {
    const handler = passport.authenticate(
      strategyName,
      { session: false },
      (err: unknown, user: unknown, info: unknown, status: unknown) => {
        if (err) return res.status(500).json({ error: err instanceof Error ? err.message : 'non-Error failure' });
        if (!user) return res.status(typeof status === 'number' ? status : 401).json({ failure: info ?? null });
        res.json({ profile: user });
      },
    ) as express.RequestHandler;
    handler(req, res, next);
  };
  app.get(`/api/auth/${routeSegment}`, authenticate);
  app.get(`/api/auth/${routeSegment}/callback`, authenticate);
  return app;
}
