import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SessionsRepository } from './sessions.repository.js';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Sessions live in PostgreSQL (user_sessions), so they can be ended from any API instance. */
@Injectable()
export class SessionsService {
  constructor(private readonly repository: SessionsRepository) {}

  /** Ends every session of a user (ban). */
  async endAllForUser(userId: string): Promise<void> {
    await this.repository.deleteForUser(userId);
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

  destroy(req: Request): Promise<void> {
    return new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(toError(error)) : resolve())),
    );
  }
}
