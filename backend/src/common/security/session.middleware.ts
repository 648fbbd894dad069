import connectPgSimple from 'connect-pg-simple';
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
