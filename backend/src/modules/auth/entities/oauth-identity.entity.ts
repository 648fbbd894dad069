import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { CreatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';
import { AuthPlatform } from '../auth-platform.js';

/** One provider account bound to one user. A provider account belongs to at most one user. */
@Entity({ name: 'oauth_identities' })
@Index('UQ_oauth_identities_provider_account', ['platform', 'providerUserId'], { unique: true })
@Index('UQ_oauth_identities_user_platform', ['userId', 'platform'], { unique: true })
export class OAuthIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ type: 'enum', enum: AuthPlatform, enumName: 'auth_platform' })
  platform: AuthPlatform;

  @Column({ name: 'provider_user_id', type: 'varchar', length: 100 })
  providerUserId: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100, nullable: true })
  displayName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'avatar_url', type: 'varchar', length: 500, nullable: true })
  avatarUrl: string | null;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
