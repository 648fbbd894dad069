import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';

/** One key of one user for one operation. */
export interface IdempotencyScope {
  userId: string;
  operation: string;
  key: string;
}

/** A key's row as a repeat reads it. */
export interface StoredIdempotencyKey {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

const SCOPE = `"user_id" = $1 AND "operation" = $2 AND "key" = $3`;

/** The SQL of idempotency_keys (first answers to requests sent with an Idempotency-Key). */
@Injectable()
export class IdempotencyRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Takes the key for one request: inserts its row, or takes over a row that expired or whose request
   * never finished (its process died) with the same request. The primary key lets only one of several
   * concurrent requests, in any process, insert or take over; the others get false and read the row.
   */
  async claim(
    scope: IdempotencyScope,
    requestHash: string,
    claimToken: string,
    lifetimeHours: number,
    abandonedAfterSeconds: number,
  ): Promise<boolean> {
    const rows = await returnedRows<{ claim_token: string }>(
      this.manager(),
      `INSERT INTO "idempotency_keys" AS "k"
         ("user_id", "operation", "key", "request_hash", "claim_token", "claimed_at", "expires_at")
       VALUES ($1, $2, $3, $4, $5, now(), now() + make_interval(hours => $6))
       ON CONFLICT ("user_id", "operation", "key") DO UPDATE SET
         "request_hash" = EXCLUDED."request_hash", "claim_token" = EXCLUDED."claim_token", "claimed_at" = now(),
         "response_status" = NULL, "response_body" = NULL, "created_at" = now(), "expires_at" = EXCLUDED."expires_at"
       WHERE "k"."expires_at" <= now()
          OR ("k"."response_status" IS NULL AND "k"."request_hash" = EXCLUDED."request_hash"
              AND "k"."claimed_at" < now() - make_interval(secs => $7))
       RETURNING "claim_token"`,
      [scope.userId, scope.operation, scope.key, requestHash, claimToken, lifetimeHours, abandonedAfterSeconds],
    );
    return rows.length === 1;
  }

  async find(scope: IdempotencyScope): Promise<StoredIdempotencyKey | undefined> {
    const [row] = await this.manager().query<StoredIdempotencyKey[]>(
      `SELECT "request_hash", "response_status", "response_body" FROM "idempotency_keys" WHERE ${SCOPE}`,
      [scope.userId, scope.operation, scope.key],
    );
    return row;
  }

  /** Keeps the first answer (only the request holding the key may); false when it no longer holds it. */
  async complete(scope: IdempotencyScope, claimToken: string, status: number, bodyJson: string | null) {
    const [, updated] = await this.manager().query<[unknown[], number]>(
      `UPDATE "idempotency_keys" SET "response_status" = $5, "response_body" = $6::json
       WHERE ${SCOPE} AND "claim_token" = $4`,
      [scope.userId, scope.operation, scope.key, claimToken, status, bodyJson],
    );
    return updated === 1;
  }

  /** Lets the key go after its request failed, so it can be sent again. */
  async release(scope: IdempotencyScope, claimToken: string): Promise<void> {
    await this.manager().query(
      `DELETE FROM "idempotency_keys" WHERE ${SCOPE} AND "claim_token" = $4 AND "response_status" IS NULL`,
      [scope.userId, scope.operation, scope.key, claimToken],
    );
  }

  /** Removes the keys past their lifetime; how many went. */
  async deleteExpired(): Promise<number> {
    const [, removed] = await this.manager().query<[unknown[], number]>(
      `DELETE FROM "idempotency_keys" WHERE "expires_at" < now()`,
    );
    return removed ?? 0;
  }
}
