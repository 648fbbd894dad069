import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../common/idempotency/idempotent.decorator.js';
import type { UserRecord } from '../../users/user-record.js';

export const IDEMPOTENCY_OPERATION_MAX_LENGTH = 120;

/**
 * One Idempotency-Key a user sent to one creating operation, and the first answer to it. The primary
 * key is what makes a repeat safe across API processes: only one request can insert the row, the others
 * read it. `response_status` is null while that first request runs.
 */
@Entity({ name: 'idempotency_keys' })
// The pruning job deletes by expiry.
@Index('IDX_idempotency_keys_expires_at', ['expiresAt'])
export class IdempotencyKey {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  /** The controller method the key was sent to (`Controller.method`): keys are scoped per operation. */
  @PrimaryColumn({ type: 'varchar', length: IDEMPOTENCY_OPERATION_MAX_LENGTH })
  operation: string;

  @PrimaryColumn({ type: 'varchar', length: IDEMPOTENCY_KEY_MAX_LENGTH })
  key: string;

  /** SHA-256 (hex) of the request's path, query and body: the same key with another request is refused. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  /** Set by the request that holds the key; only that request may store the answer or let the key go. */
  @Column({ name: 'claim_token', type: 'uuid' })
  claimToken: string;

  @Column({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt: Date;

  @Column({ name: 'response_status', type: 'smallint', nullable: true })
  responseStatus: number | null;

  /** The first answer's body as it was sent (json keeps it as written; null for an empty answer). */
  @Column({ name: 'response_body', type: 'json', nullable: true })
  responseBody: unknown;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
