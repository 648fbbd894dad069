import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { SupportRequestMessage, type SupportMessageType } from './entities/support-request-message.entity.js';
import { SupportRequest } from './entities/support-request.entity.js';
import { SupportRequestStatus, SupportSubjectKind } from './support-request-kinds.js';

export type NewSupportRequest = Pick<
  SupportRequest,
  | 'kind'
  | 'requesterId'
  | 'requesterName'
  | 'requesterEmail'
  | 'relationship'
  | 'subjectKind'
  | 'subjectId'
  | 'subjectTitle'
  | 'subjectPath'
  | 'message'
  | 'usernameConflict'
  | 'submissionKey'
  | 'dueAt'
>;

export interface SupportSubject {
  title: string;
  path: string;
}

export interface NamedAccount {
  id: string;
  username: string;
  email: string | null;
}

/** The queries on support_requests and support_request_messages (and the few names they show). */
@Injectable()
export class SupportRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private requests(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(SupportRequest);
  }

  private messages(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(SupportRequestMessage);
  }

  /**
   * Stores the request unless one with the same submission key exists; answers the stored row and
   * whether this call stored it (two concurrent sends of one key store one row: the unique index decides).
   */
  async insertOnce(
    request: NewSupportRequest,
    transaction?: EntityManager,
  ): Promise<{ row: SupportRequest; created: boolean }> {
    const inserted = await this.manager(transaction)
      .createQueryBuilder()
      .insert()
      .into(SupportRequest)
      .values(request)
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (id) return { row: await this.requests(transaction).findOneByOrFail({ id }), created: true };
    const existing = await this.requests(transaction).findOneByOrFail({ submissionKey: request.submissionKey ?? '' });
    return { row: existing, created: false };
  }

  find(id: string, transaction?: EntityManager): Promise<SupportRequest | null> {
    return this.requests(transaction).findOneBy({ id });
  }

  /** For an update: the row locked until the transaction ends. */
  findForUpdate(transaction: EntityManager, id: string): Promise<SupportRequest | null> {
    return this.requests(transaction).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The inbox: open requests first (by due date, then oldest first, so the most pressing lead),
   * then answered and closed ones, newest first.
   */
  list(filter: { status?: SupportRequestStatus; kind?: string }, limit: number): Promise<SupportRequest[]> {
    const query = this.requests()
      .createQueryBuilder('r')
      .orderBy(`CASE WHEN r.status IN ('new', 'in_progress') THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy(`CASE WHEN r.status IN ('new', 'in_progress') THEN r.due_at END`, 'ASC', 'NULLS LAST')
      .addOrderBy(`CASE WHEN r.status IN ('new', 'in_progress') THEN r.created_at END`, 'ASC')
      .addOrderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .take(limit);
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter.kind) query.andWhere('r.kind = :kind', { kind: filter.kind });
    return query.getMany();
  }

  messagesOf(requestId: string): Promise<SupportRequestMessage[]> {
    return this.messages().find({ where: { requestId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async update(transaction: EntityManager, id: string, changes: Partial<SupportRequest>): Promise<void> {
    await this.requests(transaction).update({ id }, changes);
  }

  insertMessage(
    transaction: EntityManager,
    message: { requestId: string; type: SupportMessageType; authorId: string; body: string },
  ): Promise<SupportRequestMessage> {
    const messages = this.messages(transaction);
    return messages.save(messages.create(message));
  }

  /** True when a request was erased (its notes and replies go with it). */
  async delete(id: string, transaction: EntityManager): Promise<boolean> {
    const rows = await returnedRows(transaction, `DELETE FROM support_requests WHERE id = $1 RETURNING id`, [id]);
    return rows.length > 0;
  }

  /** Erases the requests of people without an account that were closed before `closedBefore`; their ids. */
  async deleteClosedGuestRequests(closedBefore: Date, transaction: EntityManager): Promise<string[]> {
    const rows = await returnedRows<{ id: string }>(
      transaction,
      `DELETE FROM support_requests WHERE requester_id IS NULL AND status = 'closed' AND closed_at < $1 RETURNING id`,
      [closedBefore],
    );
    return rows.map((row) => row.id);
  }

  /** The article or archive entry a request names, with its title and path; null when there is none. */
  async subject(kind: SupportSubjectKind, id: number): Promise<SupportSubject | null> {
    if (kind === SupportSubjectKind.Article) {
      const [row] = await this.manager().query<{ title: string }[]>(`SELECT title FROM articles WHERE id = $1`, [id]);
      return row ? { title: row.title, path: `/article/${id}` } : null;
    }
    const [row] = await this.manager().query<{ name: string; type: string; slug: string }[]>(
      `SELECT name, type, slug FROM archive_entries WHERE id = $1`,
      [id],
    );
    return row
      ? { title: row.name, path: `/archive/${encodeURIComponent(row.type)}/${encodeURIComponent(row.slug)}` }
      : null;
  }

  /** Every admin, by username (the inbox's assignee picker, and who is told of a new request). */
  admins(transaction?: EntityManager): Promise<NamedAccount[]> {
    return this.manager(transaction).query<NamedAccount[]>(
      `SELECT id, username, email FROM users WHERE role = 'admin' AND NOT is_banned ORDER BY lower(username), id`,
    );
  }

  async isAdmin(userId: string, transaction?: EntityManager): Promise<boolean> {
    const [row] = await this.manager(transaction).query<{ admin: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1 AND role = 'admin' AND NOT is_banned) AS admin`,
      [userId],
    );
    return row?.admin ?? false;
  }

  /** Usernames of these accounts, by id. */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.manager().query<{ id: string; username: string }[]>(
      `SELECT id, username FROM users WHERE id = ANY($1::uuid[])`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
