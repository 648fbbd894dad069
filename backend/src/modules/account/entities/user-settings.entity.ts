import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { OneToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** A user's own settings (the theme). No row means the site's default theme. */
@Entity({ name: 'user_settings' })
@Check('CHK_user_settings_theme', `"theme" IN ('light', 'dark', 'system')`)
export class UserSettings {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOneOn('User', 'user_id', { onDelete: 'CASCADE' })
  user?: UserRecord;

  @Column({ type: 'varchar', length: 8 })
  theme: Theme;

  @UpdatedAtColumn()
  updatedAt: Date;
}
