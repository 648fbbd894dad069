import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { encodeCursor, decodeCursor, cursorId } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../common/pagination/page-query.js';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { AuditService } from '../audit/audit.service.js';
import type { LegalDocumentDto, LegalVersionPageDto, LegalVersionSummaryDto } from './dto/legal-document.dto.js';
import type { LegalStatusDto } from './dto/legal-status.dto.js';
import type { PublishLegalDocumentDto } from './dto/publish-legal-document.dto.js';
import { ACCEPTED_KINDS, LegalErrors, type LegalKind } from './legal-kinds.js';
import { LegalRepository, type LegalDocumentRow } from './legal.repository.js';

const toSummary = (row: LegalDocumentRow): LegalVersionSummaryDto => ({
  kind: row.kind,
  version: row.version,
  title: row.title,
  publishedAt: new Date(row.published_at).toISOString(),
});

const toDocument = (row: LegalDocumentRow): LegalDocumentDto => ({ ...toSummary(row), body: row.body });

/**
 * The site's terms, privacy policy and community guidelines: versions admins publish (never edited),
 * and which versions each member accepted.
 */
@Injectable()
export class LegalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly legal: LegalRepository,
    private readonly audit: AuditService,
  ) {}

  async current(kind: LegalKind): Promise<LegalDocumentDto> {
    const row = await this.legal.current(kind);
    if (!row) throw new NotFoundException(LegalErrors.documentNotFound);
    return toDocument(row);
  }

  async version(kind: LegalKind, version: number): Promise<LegalDocumentDto> {
    const row = await this.legal.version(kind, version);
    if (!row) throw new NotFoundException(LegalErrors.versionNotFound);
    return toDocument(row);
  }

  /** Newest version first, keyset on the version number. */
  async versions(kind: LegalKind, query: PageQuery): Promise<LegalVersionPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const before = query.cursor ? Number(cursorId(decodeCursor(query.cursor, 1)[0])) : null;
    const rows = await this.legal.page(kind, before, limit + 1);
    return toPage(rows, limit, toSummary, (last) => encodeCursor([last.version]));
  }

  /** Publishes the next version of `kind`, its body sanitised, and audits it. */
  async publish(kind: LegalKind, input: PublishLegalDocumentDto, editorId: string): Promise<LegalDocumentDto> {
    const row = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.legal.insertNext(
        manager,
        kind,
        input.title,
        sanitizeArticleHtml(input.body),
        editorId,
      );
      await this.audit.record(
        { actorId: editorId, action: 'admin.legal.published', details: { kind, version: inserted.version } },
        manager,
      );
      return inserted;
    });
    return toDocument(row);
  }

  /**
   * Records that a new member accepted the terms and privacy policy in force (the sign-in dialog says
   * that signing in accepts them). Call inside the transaction that creates the account.
   */
  recordSignUpAcceptance(manager: EntityManager, userId: string): Promise<void> {
    return this.legal.acceptCurrent(userId, ACCEPTED_KINDS, manager);
  }

  /** The member accepts the versions in force now (accepting twice changes nothing). */
  async accept(userId: string): Promise<LegalStatusDto> {
    await this.legal.acceptCurrent(userId, ACCEPTED_KINDS);
    return this.status(userId);
  }

  /**
   * Whether a newer terms or privacy policy is in force than the one the member agreed to: the newest
   * they accepted, or, when they accepted none (accounts older than this record), the one in force
   * when they joined.
   */
  async status(userId: string): Promise<LegalStatusDto> {
    const rows = await this.legal.status(userId, ACCEPTED_KINDS);
    const documents = ACCEPTED_KINDS.flatMap((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      if (!row) return [];
      const agreed = row.accepted_version ?? row.joined_version ?? 0;
      return [
        {
          kind,
          currentVersion: row.current_version,
          acceptedVersion: row.accepted_version,
          updated: row.current_version > agreed,
        },
      ];
    });
    return { needsAcceptance: documents.some((document) => document.updated), documents };
  }
}
