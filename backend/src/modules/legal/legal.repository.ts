import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { AcceptedKind, LegalKind } from './legal-kinds.js';

export interface LegalDocumentRow {
  kind: LegalKind;
  version: number;
  title: string;
  body: string;
  published_at: Date;
}

export interface AcceptanceStatusRow {
  kind: AcceptedKind;
  current_version: number;
  accepted_version: number | null;
  joined_version: number | null;
}

const COLUMNS = `kind, version, title, body, published_at`;

/** The SQL of legal_documents and legal_acceptances. */
@Injectable()
export class LegalRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async current(kind: LegalKind, transaction?: EntityManager): Promise<LegalDocumentRow | null> {
    const [row] = await this.manager(transaction).query<LegalDocumentRow[]>(
      `SELECT ${COLUMNS} FROM legal_documents WHERE kind = $1 ORDER BY version DESC LIMIT 1`,
      [kind],
    );
    return row ?? null;
  }

  async version(kind: LegalKind, version: number): Promise<LegalDocumentRow | null> {
    const [row] = await this.manager().query<LegalDocumentRow[]>(
      `SELECT ${COLUMNS} FROM legal_documents WHERE kind = $1 AND version = $2`,
      [kind, version],
    );
    return row ?? null;
  }

  /** Newest first, `limit` rows below the version `before` (all when null). */
  page(kind: LegalKind, before: number | null, limit: number): Promise<LegalDocumentRow[]> {
    return this.manager().query<LegalDocumentRow[]>(
      `SELECT kind, version, title, '' AS body, published_at FROM legal_documents
       WHERE kind = $1 AND ($2::int IS NULL OR version < $2::int)
       ORDER BY version DESC LIMIT $3`,
      [kind, before, limit],
    );
  }

  /**
   * The next version of its kind. The kind's rows are locked first, so two admins publishing at once
   * get consecutive numbers instead of a unique violation.
   */
  async insertNext(
    manager: EntityManager,
    kind: LegalKind,
    title: string,
    body: string,
    editorId: string,
  ): Promise<LegalDocumentRow> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('legal_documents:' || $1::text))`, [kind]);
    const [row] = await returnedRows<LegalDocumentRow>(
      manager,
      `INSERT INTO legal_documents (kind, version, title, body, editor_id)
       SELECT $1::varchar, COALESCE(MAX(version), 0) + 1, $2::varchar, $3::text, $4::uuid FROM legal_documents WHERE kind = $1::varchar
       RETURNING ${COLUMNS}`,
      [kind, title, body, editorId],
    );
    return row;
  }

  /** Records that the user accepted the versions now in force of `kinds` (accepting twice keeps one row). */
  async acceptCurrent(userId: string, kinds: readonly AcceptedKind[], transaction?: EntityManager): Promise<void> {
    await this.manager(transaction).query(
      `INSERT INTO legal_acceptances (user_id, kind, version)
       SELECT $1::uuid, d.kind, MAX(d.version) FROM legal_documents d WHERE d.kind = ANY($2::varchar[]) GROUP BY d.kind
       ON CONFLICT DO NOTHING`,
      [userId, kinds],
    );
  }

  /**
   * For each kind, the version in force, the newest the user accepted, and the version that was in force
   * when the account was created (what a member who joined before acceptances were recorded agreed to).
   */
  status(userId: string, kinds: readonly AcceptedKind[]): Promise<AcceptanceStatusRow[]> {
    return this.manager().query<AcceptanceStatusRow[]>(
      `SELECT d.kind,
              MAX(d.version) AS current_version,
              (SELECT MAX(a.version) FROM legal_acceptances a WHERE a.user_id = $1 AND a.kind = d.kind) AS accepted_version,
              MAX(d.version) FILTER (WHERE d.published_at <= u.created_at) AS joined_version
       FROM legal_documents d CROSS JOIN users u
       WHERE u.id = $1 AND d.kind = ANY($2::varchar[])
       GROUP BY d.kind`,
      [userId, kinds],
    );
  }

  // --- account merge
}
