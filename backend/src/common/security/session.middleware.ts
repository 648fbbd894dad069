import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Server-side sessions in PostgreSQL (table user_sessions, created by a migration), shared by every
 * API instance; the worker prunes expired rows. The cookie is httpOnly and SameSite=Lax (the
 * providers' redirects back to our callbacks are top-level navigations), Secure in production.
 */
export function createSessionMiddleware(dataSource: DataSource, options: { secret: string; secure: boolean }) {
  const PgStore = connectPgSimple(session);
  // Reuse TypeORM's pool rather than opening a second one.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    // Sessions do not roll (fixed 7 days), so touching the row on every request would be a wasted write.
    store: new PgStore({
      pool,
      tableName: 'user_sessions',
      createTableIfMissing: false,
      pruneSessionInterval: false,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: options.secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: SESSION_TTL_MS, path: '/' },
  });
}

const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Runs `sessions` (mounted on the API prefix) only where a session can exist or begin: requests that
 * carry the session cookie, every write, and the sign-in routes under /auth/ (a provider sign-in keeps
 * its state in a new session). An anonymous read (most of the traffic) then skips express-session,
 * which would otherwise make and throw away a session id and cookie for it; `req.session` stays unset,
 * which the guards read as signed out.
 */
export function sessionsWhereNeeded(sessions: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && !req.path.startsWith('/auth/') && !SESSION_COOKIE_PRESENT.test(req.headers.cookie ?? '')) {
      return next();
    }
    return sessions(req, res, next);
  };
}
