import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../common/persistence/timestamps.js';

import { FlairAnimation } from '../../users/flair-badge.js';

export { FlairAnimation };

/**
 * A cosmetic badge of the catalogue. Bought with points, or granted after an application when
 * requiresApplication is set. Retired flairs leave the store but stay with their owners.
 */
@Entity({ name: 'flairs' })
@Index('UQ_flairs_name', ['name'], { unique: true })
@Check('CHK_flairs_point_cost', '"point_cost" >= 0')
@Check('CHK_flairs_price', '"price" >= 0')
export class Flair {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stable slug, e.g. 'og-streamer'. */
  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ name: 'display_name', type: 'varchar', length: 40 })
  displayName: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  @Column({ name: 'background_color', type: 'varchar', length: 7 })
  backgroundColor: string;

  @Column({ name: 'text_color', type: 'varchar', length: 7 })
  textColor: string;

  @Column({ name: 'border_color', type: 'varchar', length: 7 })
  borderColor: string;

  @Column({ name: 'point_cost', type: 'integer' })
  pointCost: number;

  /** Shown price in US dollars (informational; flairs are bought with points). */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0 })
  price: string;

  @Column({ name: 'requires_application', type: 'boolean', default: false })
  requiresApplication: boolean;

  @Column({ name: 'is_animated', type: 'boolean', default: false })
  isAnimated: boolean;

  @Column({ name: 'animation_type', type: 'enum', enum: FlairAnimation, enumName: 'flair_animation', nullable: true })
  animationType: FlairAnimation | null;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
