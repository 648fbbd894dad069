import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { BADGE_ELIGIBLE_USER_SQL } from './badge-rules.js';
import { Badge } from './entities/badge.entity.js';
import { BadgeAwardSource } from './entities/user-badge.entity.js';

export interface BadgeWithCount {
  badge: Badge;
  holderCount: number;
}

export interface HeldBadgeRow {
  badge: Badge;
  awardedAt: Date;
  source: BadgeAwardSource;
}

/** The SQL of the badge catalogue and of who holds which badge. */
@Injectable()
export class BadgesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private badges(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(Badge);
  }

  findBadge(id: number, transaction?: EntityManager): Promise<Badge | null> {
    return this.badges(transaction).findOne({ where: { id } });
  }

  /** Badges that a rule awards (retired ones are awarded no more). */
  ruleBadges(): Promise<Badge[]> {
    return this.badges()
      .createQueryBuilder('b')
      .where('b.rule IS NOT NULL AND b.retired_at IS NULL')
      .orderBy('b.id')
      .getMany();
  }

  /** Locks the badge row for an edit or an award, so a retirement and an award never cross. */
  lockBadge(id: number, transaction: EntityManager): Promise<Badge | null> {
    return this.badges(transaction).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The slugs already taken that start with `base` (itself, base-2, base-3...); slugs hold only a-z, 0-9 and dashes. */
  async slugsLike(base: string, transaction: EntityManager): Promise<Set<string>> {
    const rows = await transaction.query<{ slug: string }[]>(
      `SELECT slug FROM badges WHERE slug = $1 OR slug LIKE $2`,
      [base, `${base}-%`],
    );
    return new Set(rows.map((row) => row.slug));
  }

  /** A new badge that only admins award (rules are code, so a new badge has none). */
  insertBadge(
    transaction: EntityManager,
    fields: { slug: string; name: string; description: string; icon: string },
  ): Promise<Badge> {
    return this.badges(transaction).save(this.badges(transaction).create({ ...fields, rule: null, retiredAt: null }));
  }

  async updateBadge(
    transaction: EntityManager,
    id: number,
    changes: Partial<Pick<Badge, 'name' | 'description' | 'icon' | 'retiredAt'>>,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await this.badges(transaction).update({ id }, changes);
  }

  /** Every badge with how many users hold it now (revoked awards not counted): one statement. */
  async catalogueWithCounts(): Promise<BadgeWithCount[]> {
    const rows = await this.manager().query<
      {
        id: number;
        slug: string;
        name: string;
        description: string;
        icon: string;
        rule: string | null;
        retired_at: Date | null;
        created_at: Date;
        holder_count: number;
      }[]
    >(
      `SELECT b.id, b.slug, b.name, b.description, b.icon, b.rule, b.retired_at, b.created_at,
              (SELECT count(*)::int FROM user_badges ub WHERE ub.badge_id = b.id AND ub.revoked_at IS NULL) AS holder_count
       FROM badges b ORDER BY b.id`,
    );
    return rows.map((row) => ({
      badge: Object.assign(new Badge(), {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        icon: row.icon,
        rule: row.rule,
        retiredAt: row.retired_at,
        createdAt: row.created_at,
      }),
      holderCount: row.holder_count,
    }));
  }

  /** The badges a user holds, earliest first. */
  async heldBy(userId: string): Promise<HeldBadgeRow[]> {
    const rows = await this.manager().query<
      {
        id: number;
        slug: string;
        name: string;
        description: string;
        icon: string;
        rule: string | null;
        created_at: Date;
        awarded_at: Date;
        source: BadgeAwardSource;
      }[]
    >(
      `SELECT b.id, b.slug, b.name, b.description, b.icon, b.rule, b.created_at, ub.awarded_at, ub.source
       FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
       WHERE ub.user_id = $1 AND ub.revoked_at IS NULL
       ORDER BY ub.awarded_at, b.id`,
      [userId],
    );
    return rows.map((row) => ({
      badge: Object.assign(new Badge(), {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        icon: row.icon,
        rule: row.rule,
        createdAt: row.created_at,
      }),
      awardedAt: row.awarded_at,
      source: row.source,
    }));
  }

  /**
   * Awards `badgeId` to every user the rule's SELECT names who never held it, in one statement; the
   * unique key (user, badge) makes a concurrent run or a retry insert nothing twice. Answers the
   * users who got it now.
   */
  async awardByRule(manager: EntityManager, badgeId: number, ruleSql: string): Promise<string[]> {
    const rows = await returnedRows<{ user_id: string }>(
      manager,
      `INSERT INTO user_badges (user_id, badge_id, source)
       SELECT q.user_id, $1, '${BadgeAwardSource.Rule}'
       FROM (${ruleSql}) q JOIN users u ON u.id = q.user_id
       WHERE ${BADGE_ELIGIBLE_USER_SQL}
       ON CONFLICT (user_id, badge_id) DO NOTHING
       RETURNING user_id`,
      [badgeId],
    );
    return rows.map((row) => row.user_id);
  }

  /** An admin's award: a new row, or a revoked one held again; null when the user holds it already. */
  async awardByAdmin(manager: EntityManager, userId: string, badgeId: number): Promise<Date | null> {
    const rows = await returnedRows<{ awarded_at: Date }>(
      manager,
      `INSERT INTO user_badges (user_id, badge_id, source) VALUES ($1, $2, '${BadgeAwardSource.Admin}')
       ON CONFLICT (user_id, badge_id) DO UPDATE
         SET revoked_at = NULL, awarded_at = now(), source = EXCLUDED.source
         WHERE user_badges.revoked_at IS NOT NULL
       RETURNING awarded_at`,
      [userId, badgeId],
    );
    return rows[0]?.awarded_at ?? null;
  }

  /** Revokes a held badge (the row stays, so no rule awards it again). False when it was not held. */
  async revoke(manager: EntityManager, userId: string, badgeId: number): Promise<boolean> {
    const rows = await returnedRows(
      manager,
      `UPDATE user_badges SET revoked_at = now()
       WHERE user_id = $1 AND badge_id = $2 AND revoked_at IS NULL RETURNING id`,
      [userId, badgeId],
    );
    return rows.length > 0;
  }

  /**
   * Account merge: a badge both accounts have stays once, as the target's (held if either held it);
   * the source's other badges move to the target.
   */
  async mergeUserBadges(manager: EntityManager, pair: AccountMergePair): Promise<{ moved: number; both: number }> {
    await manager.query(
      `UPDATE user_badges t SET revoked_at = NULL
       FROM user_badges s
       WHERE t.user_id = $2 AND s.user_id = $1 AND s.badge_id = t.badge_id
         AND t.revoked_at IS NOT NULL AND s.revoked_at IS NULL`,
      [pair.sourceId, pair.targetId],
    );
    const both = await returnedRows(
      manager,
      `DELETE FROM user_badges s WHERE s.user_id = $1
         AND EXISTS (SELECT 1 FROM user_badges t WHERE t.user_id = $2 AND t.badge_id = s.badge_id)
       RETURNING s.id`,
      [pair.sourceId, pair.targetId],
    );
    const moved = await reassignUserRows(manager, 'user_badges', 'user_id', pair);
    return { moved, both: both.length };
  }
}
