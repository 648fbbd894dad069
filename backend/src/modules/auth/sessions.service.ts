import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { publishStreamControl, type StreamControlEvent } from '../../common/realtime/stream-control.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { SessionsRepository } from './sessions.repository.js';

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

  /** A new session id holding only the user (defeats session fixation), saved before the response. */
  async startFor(req: Request, userId: string): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
    req.session.userId = userId;
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
