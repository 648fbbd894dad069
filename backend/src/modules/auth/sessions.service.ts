import { createHash } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { publishStreamControl, type StreamControlEvent } from '../../common/realtime/stream-control.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { SessionErrors } from './auth.errors.js';
import type { SignedInSessionDto } from './dto/signed-in-session.dto.js';
import { SessionsRepository, type StoredSession } from './sessions.repository.js';
import { summariseUserAgent } from './user-agent.js';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in that started this session. */
    createdAt?: number;
    /** The User-Agent header at sign-in (cut to 512 characters), for the session list. */
    userAgent?: string;
  }
}

/** The id a session is shown under: a hash, so the list never exposes the cookie's session id. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('hex').slice(0, 32);
}

const isoOrNull = (epochMs: number | undefined) =>
  typeof epochMs === 'number' && Number.isFinite(epochMs) ? new Date(epochMs).toISOString() : null;

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Sessions live in PostgreSQL (user_sessions), so they can be ended from any API instance. */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly repository: SessionsRepository,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {}

  /** Ends every session of a user (ban), and their live streams on every instance. */
  async endAllForUser(userId: string): Promise<void> {
    await this.repository.deleteForUser(userId);
    await this.endStreams({ type: 'user-sessions-ended', userId });
  }

  /** Ends the user's live streams everywhere (they reconnect with what changed, e.g. a new role). */
  async endStreamsForUser(userId: string): Promise<void> {
    await this.endStreams({ type: 'user-sessions-ended', userId });
  }

  /** The user's own signed-in sessions, newest sign-in first; `current` marks the caller's. */
  async listForUser(req: Request, userId: string): Promise<SignedInSessionDto[]> {
    const rows = await this.repository.listForUser(userId);
    return rows.map((row) => this.toDto(row, req.sessionID)).sort(byNewestSignIn);
  }

  /** Signs out one of the user's other sessions at once (its cookie is refused from now on). */
  async revoke(req: Request, userId: string, publicId: string): Promise<void> {
    if (req.sessionID && publicSessionId(req.sessionID) === publicId)
      throw new BadRequestException(SessionErrors.revokeCurrent);
    const rows = await this.repository.listForUser(userId);
    const target = rows.find((row) => publicSessionId(row.sid) === publicId);
    if (!target) throw new NotFoundException(SessionErrors.notFound);
    await this.endSessions(userId, [target.sid]);
  }

  /** Signs out every session of the user but the caller's; how many ended. */
  async revokeOthers(req: Request, userId: string): Promise<number> {
    const rows = await this.repository.listForUser(userId);
    return this.endSessions(
      userId,
      rows.map((row) => row.sid).filter((sid) => sid !== req.sessionID),
    );
  }

  private async endSessions(userId: string, sessionIds: string[]): Promise<number> {
    const ended = await this.repository.deleteSessions(userId, sessionIds);
    for (const sessionId of ended) await this.endStreams({ type: 'session-ended', sessionId });
    return ended.length;
  }

  private toDto(row: StoredSession, currentSessionId: string | undefined): SignedInSessionDto {
    const sess = row.sess ?? {};
    const agent = summariseUserAgent(sess.userAgent);
    return {
      id: publicSessionId(row.sid),
      createdAt: isoOrNull(sess.createdAt),
      lastSeenAt: isoOrNull(sess.lastActiveAt ?? sess.createdAt),
      expiresAt: new Date(row.expire).toISOString(),
      browser: agent.browser,
      os: agent.os,
      description: agent.description,
      current: row.sid === currentSessionId,
    };
  }

  /** A new session id holding only the user (defeats session fixation), saved before the response. */
  async startFor(req: Request, userId: string): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
    req.session.userId = userId;
    req.session.createdAt = Date.now();
    const userAgent = req.get('user-agent');
    if (userAgent) req.session.userAgent = userAgent.slice(0, 512);
    await this.save(req);
  }

  save(req: Request): Promise<void> {
    return new Promise<void>((resolve, reject) =>
      req.session.save((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
  }

  /** Ends this session (sign-out), and the live streams it opened on every instance. */
  async destroy(req: Request): Promise<void> {
    const sessionId = req.sessionID;
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
    if (sessionId) await this.endStreams({ type: 'session-ended', sessionId });
  }

  // Best effort: a stream that misses the event still ends at its lifetime, and its reconnect is refused.
  private async endStreams(event: StreamControlEvent): Promise<void> {
    await publishStreamControl(this.redis, this.env.BULLMQ_PREFIX, event).catch((error: Error) =>
      this.logger.warn(`Could not end live streams (${event.type}): ${error.message}`),
    );
  }
}

function byNewestSignIn(a: SignedInSessionDto, b: SignedInSessionDto): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
}
