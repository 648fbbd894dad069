import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { PreparedStatement, queryPrepared } from '../../database/prepared-statement.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { FlairApplication, FlairApplicationStatus } from './entities/flair-application.entity.js';
import { Flair } from './entities/flair.entity.js';
import { FlairSource, UserFlair } from './entities/user-flair.entity.js';

export type FlairFields = Pick<
  Flair,
  | 'name'
  | 'displayName'
  | 'description'
  | 'backgroundColor'
  | 'textColor'
  | 'borderColor'
  | 'pointCost'
  | 'price'
  | 'requiresApplication'
  | 'isAnimated'
  | 'animationType'
>;

export type NewFlairApplication = Pick<
  FlairApplication,
  'userId' | 'flairId' | 'applicantName' | 'reasonNote' | 'proofLinks' | 'mediaProof'
>;

/** The catalogue fields a badge shows. */
export type BadgeFlair = Pick<
  Flair,
  'id' | 'name' | 'displayName' | 'backgroundColor' | 'textColor' | 'borderColor' | 'isAnimated' | 'animationType'
>;

export interface FlairWithCounts {
  flair: Flair;
  ownerCount: number;
  pendingApplications: number;
}

/** The chosen flair of each of some users (activeFlairsOf), prepared: it completes most answers that show users. */
const ACTIVE_FLAIRS = new PreparedStatement(
  'active-flairs-of',
  `SELECT uf."user_id" AS "userId", f."id", f."name", f."display_name" AS "displayName",
          f."background_color" AS "backgroundColor", f."text_color" AS "textColor",
          f."border_color" AS "borderColor", f."is_animated" AS "isAnimated", f."animation_type" AS "animationType"
   FROM "user_flairs" uf INNER JOIN "flairs" f ON f."id" = uf."flair_id"
   WHERE uf."user_id" = ANY($1::uuid[]) AND uf."is_active"`,
);

/** The SQL of the flair catalogue, owned flairs and applications. */
@Injectable()
export class FlairsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private flairs(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(Flair);
  }

  private userFlairs(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(UserFlair);
  }

  private applications(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(FlairApplication);
  }

  // --- catalogue ---

  /** The store's flairs (not retired), cheapest first. */
  storeCatalogue(): Promise<Flair[]> {
    return this.flairs().find({ where: { retiredAt: IsNull() }, order: { pointCost: 'ASC', id: 'ASC' } });
  }

  findFlair(id: number, transaction?: EntityManager): Promise<Flair | null> {
    return this.flairs(transaction).findOne({ where: { id } });
  }

  /** Every flair with how many own it and how many applications wait: one statement. */
  async adminCatalogue(): Promise<FlairWithCounts[]> {
    const rows = await this.dataSource.query<{ id: number; owner_count: number; pending: number }[]>(
      `SELECT f.id,
              (SELECT count(*)::int FROM user_flairs uf WHERE uf.flair_id = f.id) AS owner_count,
              (SELECT count(*)::int FROM flair_applications a WHERE a.flair_id = f.id AND a.status = 'pending') AS pending
       FROM flairs f`,
    );
    const flairs = await this.flairs().find({ order: { retiredAt: { direction: 'ASC', nulls: 'FIRST' }, id: 'ASC' } });
    const counts = new Map(rows.map((row) => [row.id, row]));
    return flairs.map((flair) => ({
      flair,
      ownerCount: counts.get(flair.id)?.owner_count ?? 0,
      pendingApplications: counts.get(flair.id)?.pending ?? 0,
    }));
  }

  insertFlair(transaction: EntityManager, fields: FlairFields): Promise<Flair> {
    const flairs = this.flairs(transaction);
    return flairs.save(flairs.create(fields));
  }

  async updateFlair(
    transaction: EntityManager,
    id: number,
    changes: Partial<FlairFields> & { retiredAt?: Date | null },
  ): Promise<Flair | null> {
    if (Object.keys(changes).length > 0) await this.flairs(transaction).update({ id }, changes);
    return this.findFlair(id, transaction);
  }

  // --- owned flairs ---

  /** Serialises changes to one user's owned flairs (activation, merge), for the transaction's length. */
  async lockUserFlairs(transaction: EntityManager, userId: string): Promise<void> {
    await transaction.query(`SELECT pg_advisory_xact_lock(hashtextextended('user_flairs:' || $1, 0))`, [userId]);
  }

  /** Adds a flair to a user's collection; false when they already own it. */
  async insertUserFlair(
    transaction: EntityManager,
    userId: string,
    flairId: number,
    source: FlairSource,
  ): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `INSERT INTO user_flairs (user_id, flair_id, source) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, flair_id) DO NOTHING RETURNING id`,
      [userId, flairId, source],
    );
    return rows.length === 1;
  }

  /** Takes a bought flair away (a take-back of the points it was bought with); false when the user does not hold it. */
  async deletePurchasedUserFlair(transaction: EntityManager, userId: string, flairId: number): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `DELETE FROM user_flairs WHERE user_id = $1 AND flair_id = $2 AND source = $3 RETURNING id`,
      [userId, flairId, FlairSource.Purchase],
    );
    return rows.length === 1;
  }

  /** The display names of these flairs (retired ones included). */
  async displayNames(flairIds: number[]): Promise<Map<number, string>> {
    if (flairIds.length === 0) return new Map();
    const rows = await this.flairs().find({ where: { id: In(flairIds) }, select: { id: true, displayName: true } });
    return new Map(rows.map((row) => [row.id, row.displayName]));
  }

  findUserFlair(userId: string, flairId: number, transaction?: EntityManager): Promise<UserFlair | null> {
    return this.userFlairs(transaction).findOne({ where: { userId, flairId }, relations: { flair: true } });
  }

  /** A user's flairs with their catalogue rows, newest first. */
  userFlairsOf(userId: string): Promise<UserFlair[]> {
    return this.userFlairs().find({
      where: { userId },
      relations: { flair: true },
      order: { purchasedAt: 'DESC', id: 'DESC' },
    });
  }

  async deactivateAll(transaction: EntityManager, userId: string): Promise<number> {
    const rows = await returnedRows(
      transaction,
      `UPDATE user_flairs SET is_active = false WHERE user_id = $1 AND is_active RETURNING id`,
      [userId],
    );
    return rows.length;
  }

  async activate(transaction: EntityManager, userId: string, flairId: number): Promise<boolean> {
    const rows = await returnedRows(
      transaction,
      `UPDATE user_flairs SET is_active = true WHERE user_id = $1 AND flair_id = $2 RETURNING id`,
      [userId, flairId],
    );
    return rows.length === 1;
  }

  /**
   * The active flair of each of these users (at most one each): one statement for any number of users.
   * Sent for nearly every response that shows a user, so read as plain rows of the badge's columns.
   */
  async activeFlairsOf(userIds: string[]): Promise<{ userId: string; flair: BadgeFlair }[]> {
    if (userIds.length === 0) return [];
    const rows = await queryPrepared<(BadgeFlair & { userId: string })[]>(this.manager(), ACTIVE_FLAIRS, [userIds]);
    return rows.map(({ userId, ...flair }) => ({ userId, flair }));
  }

  /** Who owns a flair, newest owners first, with their accounts. */
  ownersOf(flairId: number, limit: number): Promise<UserFlair[]> {
    return this.userFlairs().find({
      where: { flairId },
      relations: { user: true },
      order: { purchasedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  // --- applications ---

  /** The user's latest application per flair. */
  latestApplicationsOf(userId: string): Promise<FlairApplication[]> {
    return this.applications()
      .createQueryBuilder('a')
      .distinctOn(['a.flair_id'])
      .where('a.user_id = :userId', { userId })
      .orderBy('a.flair_id')
      .addOrderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getMany();
  }

  latestApplication(transaction: EntityManager, userId: string, flairId: number): Promise<FlairApplication | null> {
    return this.applications(transaction).findOne({
      where: { userId, flairId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  insertApplication(transaction: EntityManager, application: NewFlairApplication): Promise<FlairApplication> {
    const applications = this.applications(transaction);
    return applications.save(applications.create(application));
  }

  findApplication(id: number, transaction?: EntityManager): Promise<FlairApplication | null> {
    return this.applications(transaction).findOne({
      where: { id },
      relations: { flair: true, user: true, reviewer: true },
    });
  }

  /** For the review list: applications with their flair, applicant and reviewer. */
  listApplications(status: FlairApplicationStatus | undefined, limit: number): Promise<FlairApplication[]> {
    return this.applications().find({
      where: status ? { status } : {},
      relations: { flair: true, user: true, reviewer: true },
      order: { createdAt: status === FlairApplicationStatus.Pending ? 'ASC' : 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  /**
   * Closes a pending application; a denial blocks a new one for one calendar month from now. Null
   * when it was not pending any more (two admins reviewing at once: only one wins).
   */
  async closeApplication(
    transaction: EntityManager,
    id: number,
    outcome: {
      status: FlairApplicationStatus.Approved | FlairApplicationStatus.Denied;
      reviewerId: string;
      reason: string | null;
    },
  ): Promise<{ id: number } | null> {
    const [row] = await returnedRows<{ id: number }>(
      transaction,
      `UPDATE flair_applications
       SET status = $2::flair_application_status, reviewer_id = $3, review_reason = $4, reviewed_at = now(),
           retry_after = CASE WHEN $2::text = 'denied' THEN now() + interval '1 month' ELSE NULL END
       WHERE id = $1 AND status = 'pending'
       RETURNING id`,
      [id, outcome.status, outcome.reviewerId, outcome.reason],
    );
    return row ?? null;
  }

  // --- account merge ---

  /**
   * The source's flairs join the target's: flairs both own stay once (the target's row), and the
   * source's active flair stays active only when the target has none.
   */
  async mergeUserFlairs(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const duplicates = await returnedRows(
      manager,
      `DELETE FROM user_flairs s WHERE s.user_id = $1
         AND EXISTS (SELECT 1 FROM user_flairs t WHERE t.user_id = $2 AND t.flair_id = s.flair_id)
       RETURNING s.id`,
      [sourceId, targetId],
    );
    await manager.query(
      `UPDATE user_flairs SET is_active = false WHERE user_id = $1 AND is_active
         AND EXISTS (SELECT 1 FROM user_flairs t WHERE t.user_id = $2 AND t.is_active)`,
      [sourceId, targetId],
    );
    const moved = await reassignUserRows(manager, 'user_flairs', 'user_id', { sourceId, targetId });
    return { duplicates: duplicates.length, moved };
  }

  /** Applications move with their history; a pending one the target also has for that flair is dropped. */
  async mergeApplications(manager: EntityManager, pair: AccountMergePair) {
    await manager.query(
      `DELETE FROM flair_applications s WHERE s.user_id = $1 AND s.status = 'pending'
         AND EXISTS (SELECT 1 FROM flair_applications t
                     WHERE t.user_id = $2 AND t.flair_id = s.flair_id AND t.status = 'pending')`,
      [pair.sourceId, pair.targetId],
    );
    const moved = await reassignUserRows(manager, 'flair_applications', 'user_id', pair);
    const reviewsMoved = await reassignUserRows(manager, 'flair_applications', 'reviewer_id', pair);
    return { moved, reviewsMoved };
  }
}
