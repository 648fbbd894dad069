import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Sessions live in PostgreSQL (user_sessions), so they can be ended from any API instance. */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Ends every session of a user (ban). */
  async endAllForUser(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "user_sessions" WHERE "sess"->>'userId' = $1`, [userId]);
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
