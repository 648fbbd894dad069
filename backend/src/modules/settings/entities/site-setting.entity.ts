import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';

/** Site-wide settings that admins change at run time, one JSON value per key. */
@Entity({ name: 'site_settings' })
export class SiteSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
