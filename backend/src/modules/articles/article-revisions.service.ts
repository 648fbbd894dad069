import { Injectable, NotFoundException } from '@nestjs/common';
import type { UserRecord } from '../users/user-record.js';
import { toAuthorDto } from './article.mapper.js';
import { ArticleRevisionsRepository, type RevisionListRow } from './article-revisions.repository.js';
import { ArticleErrors } from './articles.errors.js';
import { ArticlesService } from './articles.service.js';
import { htmlToLines } from './article-text.js';
import {
  REVISION_FIELDS,
  type ArticleRevisionDetailDto,
  type ArticleRevisionDto,
  type ArticleRevisionSummaryDto,
} from './dto/article-revision.dto.js';
import type { ArticleRevision } from './entities/article-revision.entity.js';
import { diffLines } from './line-diff.js';
import { referenceLines, toReferenceDto } from './references/reference-format.js';
import { changedFields, revisionSummary } from './revision-changes.js';

/** The version history of articles. */
@Injectable()
export class ArticleRevisionsService {
  constructor(
    private readonly repository: ArticleRevisionsRepository,
    private readonly articles: ArticlesService,
  ) {}

  /** Every version, newest first, with what changed from the one before: two queries. */
  async list(articleId: number): Promise<ArticleRevisionSummaryDto[]> {
    await this.articles.assertExists(articleId);
    // What changed is worked out in SQL (lag over the article's versions): no body is loaded.
    const rows = await this.repository.listWithChanges(articleId);
    return rows.map((row) => {
      const number = Number(row.number);
      const changed = number === 1 ? [] : REVISION_FIELDS.filter((field) => row[`${field}_changed`]);
      return {
        id: row.id,
        number,
        editor: row.editor_id ? toAuthorDto(editorFromRow(row)) : null,
        createdAt: row.created_at.toISOString(),
        title: row.title,
        changedFields: changed,
        summary: revisionSummary(number, changed),
      };
    });
  }

  /** One version with the version before it and a line diff of the body text between them. */
  async get(articleId: number, revisionId: number): Promise<ArticleRevisionDetailDto> {
    const revision = await this.repository.findWithEditor(articleId, revisionId);
    if (!revision) {
      await this.articles.assertExists(articleId);
      throw new NotFoundException(ArticleErrors.revisionNotFound);
    }
    const [previous, number] = await Promise.all([
      this.repository.findPrevious(articleId, revisionId),
      this.repository.numberOf(articleId, revisionId),
    ]);
    return {
      revision: toRevisionDto(revision, number),
      previous: previous ? toRevisionDto(previous, number - 1) : null,
      changedFields: previous ? changedFields(previous, revision) : [],
      diff: diffLines(previous ? revisionLines(previous) : [], revisionLines(revision)),
    };
  }
}

/** The lines a diff compares: the body text, then the references under a heading line. */
function revisionLines(revision: ArticleRevision): string[] {
  const references = referenceLines(revision.references ?? []);
  return [...htmlToLines(revision.content), ...(references.length ? ['References', ...references] : [])];
}

function toRevisionDto(revision: ArticleRevision, number: number): ArticleRevisionDto {
  return {
    id: revision.id,
    number,
    articleId: revision.articleId,
    editor: revision.editor ? toAuthorDto(revision.editor) : null,
    createdAt: revision.createdAt.toISOString(),
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    category: revision.category,
    tags: revision.tags,
    references: (revision.references ?? []).map(toReferenceDto),
  };
}

function editorFromRow(row: RevisionListRow): UserRecord {
  return {
    id: row.editor_id,
    username: row.editor_username,
    displayName: row.editor_display_name,
    firstName: row.editor_first_name,
    lastName: row.editor_last_name,
    email: row.editor_email,
    showRealName: row.editor_show_real_name,
    displayNamePreference: row.editor_display_name_preference,
    role: row.editor_role,
    profileImageUrl: row.editor_profile_image_url,
  } as UserRecord;
}
