import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * How the session store reads the signed-in user with the session (one statement instead of two on
 * every signed-in request): SELECT-list expressions over the alias `u` (the users row the session's
 * userId names, LEFT JOINed), and the function that turns those columns into the user, or null when
 * the join found no row.
 */
export interface SessionUserReader<U> {
  columns: string;
  read(row: Record<string, unknown>): U | null;
}

/** The user read with the session, for the request's session id (see SessionUserReader). */
export interface SessionUser<U> {
  userId: string;
  user: U | null;
}

const SESSION_USER = Symbol('irl.session-user');
type StoredSession = session.SessionData & { [SESSION_USER]?: SessionUser<unknown> };

/** The user the session store read with this request's session, if it did (see createSessionMiddleware). */
export function sessionUserOf<U>(req: Request): SessionUser<U> | undefined {
  return (req as Request & { [SESSION_USER]?: SessionUser<U> })[SESSION_USER];
}

// A session's userId is written by this server, but the join must not fail on a row edited by hand.
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * connect-pg-simple's store, with its read joined to the session's user: express-session reads the
 * session, then every guard reads the user (so a ban or a role change applies at once); joined, both
 * come back in one round trip. Writes, expiry and destruction are the parent's.
 */
function sessionStoreWithUser<U>(pool: Pool, reader: SessionUserReader<U>) {
  const PgStore = connectPgSimple(session);
  // Named (prepared): PostgreSQL plans it once per connection, as it runs on every signed-in request.
  const read = {
    name: 'session-with-user',
    text:
      `SELECT s.sess, ${reader.columns} FROM user_sessions s ` +
      `LEFT JOIN users u ON u.id = CASE WHEN s.sess->>'userId' ~ '${UUID_PATTERN}' THEN (s.sess->>'userId')::uuid END ` +
      'WHERE s.sid = $1 AND s.expire >= to_timestamp($2)',
  };

  class SessionWithUserStore extends PgStore {
    override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
      pool.query<Record<string, unknown> & { sess: unknown }>({ ...read, values: [sid, Date.now() / 1000] }).then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          let stored: StoredSession;
          try {
            stored = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as StoredSession;
          } catch {
            return this.destroy(sid, (error) => callback(error, null)); // unreadable: as the parent store does
          }
          if (typeof stored.userId === 'string')
            stored[SESSION_USER] = { userId: stored.userId, user: reader.read(row) };
          callback(null, stored);
        },
        (error: unknown) => callback(error),
      );
    }

    // express-session builds req.session from what get returned: the user moves onto the request.
    override createSession(req: Request, stored: StoredSession): session.Session & Partial<session.SessionData> {
      const user = stored[SESSION_USER];
      delete stored[SESSION_USER];
      (req as Request & { [SESSION_USER]?: SessionUser<unknown> })[SESSION_USER] = user;
      return super.createSession(req, stored);
    }
  }
  return SessionWithUserStore;
}

/**
 * Server-side sessions in PostgreSQL (table user_sessions, created by a migration), shared by every
 * API instance; the worker prunes expired rows. The cookie is httpOnly and SameSite=Lax (the
 * providers' redirects back to our callbacks are top-level navigations), Secure in production.
 */
export function createSessionMiddleware<U>(
  dataSource: DataSource,
  options: { secret: string; secure: boolean; user: SessionUserReader<U> },
) {
  // Reuse TypeORM's pool rather than opening a second one.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const PgStore = sessionStoreWithUser(pool, options.user);
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
