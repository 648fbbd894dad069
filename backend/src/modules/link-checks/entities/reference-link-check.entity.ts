import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The last check of one address cited by any article's references. Keyed by the address, so an
 * address cited by many articles is fetched once per run; every reference citing it shares the result.
 */
@Entity({ name: 'reference_link_checks' })
@Index('IDX_reference_link_checks_dead_checked_at', ['dead', 'checkedAt'])
export class ReferenceLinkCheck {
  @PrimaryColumn({ type: 'varchar', length: 2000 })
  url: string;

  /** The final HTTP status; null when no response came. */
  @Column({ name: 'status_code', type: 'smallint', nullable: true })
  statusCode: number | null;

  /** Why there was no response (timed out, connection refused, address not allowed...). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  error: string | null;

  @Column({ type: 'boolean' })
  dead: boolean;

  @Column({ name: 'checked_at', type: 'timestamptz' })
  checkedAt: Date;
}
