import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { OneToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

/** Largest profile picture accepted (the Settings hint says 5MB). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/**
 * One uploaded profile picture per user, kept in PostgreSQL so every stateless API instance can
 * serve it. users.profile_image_url points at GET /api/users/{id}/avatar?v=<version>.
 */
@Entity({ name: 'user_avatars' })
@Check('CHK_user_avatars_content_type', `"content_type" IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`)
@Check('CHK_user_avatars_size', `octet_length("bytes") <= ${MAX_AVATAR_BYTES}`)
export class UserAvatar {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  /** Detected from the file's first bytes, never taken from the upload's declared type. */
  @Column({ name: 'content_type', type: 'varchar', length: 32 })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @UpdatedAtColumn()
  updatedAt: Date;
}
