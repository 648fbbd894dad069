import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { Announcement } from './entities/announcement.entity.js';

export type NewAnnouncement = Pick<Announcement, 'title' | 'content' | 'type' | 'expiresAt' | 'createdById'>;

/** The SQL of announcements and their per-user dismissals. */
@Injectable()
export class AnnouncementsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private announcements(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(Announcement);
  }

  insert(announcement: NewAnnouncement, transaction?: EntityManager): Promise<Announcement> {
    const announcements = this.announcements(transaction);
    return announcements.save(announcements.create({ ...announcement, endedAt: null, endedById: null }));
  }

  newest(limit: number): Promise<Announcement[]> {
    return this.announcements().find({ order: { createdAt: 'DESC' }, take: limit });
  }

  findById(id: string, transaction?: EntityManager): Promise<Announcement | null> {
    return this.announcements(transaction).findOneBy({ id });
  }

  /** Ends a live announcement; null when it was already ended (or does not exist). */
  async end(id: string, adminId: string, transaction: EntityManager): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `UPDATE announcements SET ended_at = now(), ended_by = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id`,
      [id, adminId],
    );
    return rows.length > 0;
  }

  /** Published, not ended, not expired and not dismissed by the user: newest first. */
  activeFor(userId: string, limit: number): Promise<Announcement[]> {
    return this.announcements()
      .createQueryBuilder('a')
      .where('a.ended_at IS NULL')
      .andWhere('(a.expires_at IS NULL OR a.expires_at > now())')
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM announcement_dismissals d WHERE d.announcement_id = a.id AND d.user_id = :userId)',
        { userId },
      )
      .orderBy('a.created_at', 'DESC')
      .take(limit)
      .getMany();
  }

  async dismiss(announcementId: string, userId: string): Promise<void> {
    await this.manager().query(
      `INSERT INTO announcement_dismissals (announcement_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [announcementId, userId],
    );
  }

  /** How many users dismissed each announcement. */
  async dismissalCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager().query<{ announcement_id: string; count: number }[]>(
      `SELECT announcement_id, count(*)::int AS count FROM announcement_dismissals
       WHERE announcement_id = ANY($1::uuid[]) GROUP BY announcement_id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.announcement_id, row.count]));
  }

  // --- account merge

  async moveAuthorship(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return (
      (await reassignUserRows(manager, 'announcements', 'created_by', pair)) +
      (await reassignUserRows(manager, 'announcements', 'ended_by', pair))
    );
  }

  /** The source's dismissals count for the target (a banner either closed stays closed). */
  async moveDismissals(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    await manager.query(
      `INSERT INTO announcement_dismissals (announcement_id, user_id, dismissed_at)
       SELECT announcement_id, $2, dismissed_at FROM announcement_dismissals WHERE user_id = $1
       ON CONFLICT DO NOTHING`,
      [sourceId, targetId],
    );
    const removed = await returnedRows(
      manager,
      `DELETE FROM announcement_dismissals WHERE user_id = $1 RETURNING 1 AS removed`,
      [sourceId],
    );
    return removed.length;
  }
}
