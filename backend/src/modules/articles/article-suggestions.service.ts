import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { cursorIntId, decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import { pageLimit, type PageRequest } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { sanitizeArticleHtml } from './article-html.js';
import { canEdit, canReviewSuggestions } from './article-permissions.js';
import { ArticleSuggestionsRepository, type SuggestionPageRequest } from './article-suggestions.repository.js';
import { htmlToLines } from './article-text.js';
import { ArticleWriterService } from './article-writer.service.js';
import { ArticleErrors, SuggestionErrors } from './articles.errors.js';
import { ArticlesService } from './articles.service.js';
import type {
  ArticleSuggestionDetailDto,
  ArticleSuggestionPageDto,
  ArticleSuggestionSummaryDto,
  CreateArticleSuggestionDto,
} from './dto/article-suggestion.dto.js';
import type { ArticleEditSuggestion, SuggestionStatus } from './entities/article-edit-suggestion.entity.js';
import type { Article } from './entities/article.entity.js';
import { diffLines } from './line-diff.js';
import { toAuthorDto } from './article.mapper.js';

const QUOTED_TITLE_MAX = 120;

type TextFields = Pick<Article, 'title' | 'excerpt' | 'content'>;

const sameText = (a: TextFields, b: TextFields) =>
  a.title === b.title && (a.excerpt ?? null) === (b.excerpt ?? null) && a.content === b.content;

/**
 * Suggested edits: members who cannot edit an article propose a new title, excerpt and body; the
 * article's author, a moderator or an admin accepts (a new revision credited to the suggester, with
 * the edit point) or declines it with a reason. A suggestion is checked against the version it was
 * written on: once the text has moved on, accepting it answers 409 (no merge is attempted).
 */
@Injectable()
export class ArticleSuggestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ArticleSuggestionsRepository,
    private readonly articles: ArticlesService,
    private readonly writer: ArticleWriterService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async create(
    articleId: number,
    input: CreateArticleSuggestionDto,
    user: SessionUser,
  ): Promise<ArticleSuggestionDetailDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const article = await this.writer.lockedArticle(manager, articleId);
      if (canEdit(article, user)) throw new ForbiddenException(SuggestionErrors.canEditDirectly);
      const proposed: TextFields = {
        title: input.title,
        excerpt: input.excerpt ?? null,
        content: sanitizeArticleHtml(input.content),
      };
      if (sameText(proposed, article)) {
        throw new ValidationFailedException(
          [{ field: 'content', reason: SuggestionErrors.nothingChanged }],
          SuggestionErrors.nothingChanged,
        );
      }
      // The base is a stored version: an article that has none yet (demo content) gets its revision 1 now.
      await this.writer.ensureFirstRevision(manager, article);
      const base = await this.repository.latestRevision(manager, articleId);
      if (!base) throw new NotFoundException(ArticleErrors.notFound);
      const suggestionId = await this.insertPending(manager, {
        articleId,
        suggesterId: user.id,
        baseRevisionId: base.id,
        summary: input.summary,
        ...proposed,
      });
      await this.notifications.notify(manager, {
        userId: article.authorId,
        actor: user,
        kind: NotificationKind.ArticleEditSuggested,
        reference: `article-suggestion:${suggestionId}`,
        title: `{actor} suggested an edit to "${quoted(article.title)}"`,
        body: input.summary,
        link: suggestionPath(articleId, suggestionId),
      });
      await this.audit.record(
        {
          actorId: user.id,
          targetUserId: article.authorId,
          action: 'article.suggestion.created',
          details: { articleId, suggestionId },
        },
        manager,
      );
      return suggestionId;
    });
    return this.get(id, user);
  }

  /** One suggestion with the diff against the article's current text: its suggester and reviewers only. */
  async get(id: number, user: SessionUser): Promise<ArticleSuggestionDetailDto> {
    const suggestion = await this.repository.findDetailed(id);
    if (!suggestion?.article) throw new NotFoundException(SuggestionErrors.notFound);
    const article = suggestion.article;
    const reviewer = canReviewSuggestions(article, user);
    const isSuggester = suggestion.suggesterId === user.id;
    if (!reviewer && !isSuggester) throw new ForbiddenException(SuggestionErrors.notVisible);
    const base = await this.repository.revision(this.dataSource.manager, suggestion.baseRevisionId);
    return {
      ...toSummaryDto(suggestion),
      title: suggestion.title,
      excerpt: suggestion.excerpt,
      content: suggestion.content,
      currentTitle: article.title,
      currentExcerpt: article.excerpt,
      diff: diffLines(htmlToLines(article.content), htmlToLines(suggestion.content)),
      stale: !base || !sameText(base, article),
      canReview: reviewer && !isSuggester && suggestion.status === 'pending',
      canWithdraw: isSuggester && suggestion.status === 'pending',
    };
  }

  /** Applies the suggestion as a revision by its suggester (who gets the edit point under the usual cap). */
  async accept(id: number, reviewer: SessionUser, reason: string | null): Promise<ArticleSuggestionDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const { suggestion, article } = await this.pendingForReview(manager, id, reviewer);
      const base = await this.repository.revision(manager, suggestion.baseRevisionId);
      if (!base || !sameText(base, article)) throw new ConflictException(SuggestionErrors.stale);
      await this.writer.saveEdit(
        manager,
        article,
        {
          title: suggestion.title,
          excerpt: suggestion.excerpt,
          content: suggestion.content,
          category: article.category,
          tags: article.tags,
          // A suggestion edits the text only; the article's cited sources stay as they are.
          references: article.references ?? [],
        },
        suggestion.suggesterId,
        { suggestionId: id, acceptedBy: reviewer.id },
      );
      await this.decide(manager, suggestion, article, reviewer, 'accepted', reason);
    });
    return this.get(id, reviewer);
  }

  async decline(id: number, reviewer: SessionUser, reason: string): Promise<ArticleSuggestionDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const { suggestion, article } = await this.pendingForReview(manager, id, reviewer);
      await this.decide(manager, suggestion, article, reviewer, 'declined', reason);
    });
    return this.get(id, reviewer);
  }

  /** The suggester takes back a pending suggestion. */
  async withdraw(id: number, user: SessionUser): Promise<ArticleSuggestionDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const suggestion = await this.repository.findLocked(manager, id);
      if (!suggestion) throw new NotFoundException(SuggestionErrors.notFound);
      if (suggestion.suggesterId !== user.id) throw new ForbiddenException(SuggestionErrors.notSuggester);
      const withdrawn = await this.repository.decide(manager, id, {
        status: 'withdrawn',
        reviewerId: null,
        reason: null,
      });
      if (!withdrawn) throw new ConflictException(SuggestionErrors.notPending);
      await this.audit.record(
        {
          actorId: user.id,
          action: 'article.suggestion.withdrawn',
          details: { articleId: suggestion.articleId, suggestionId: id },
        },
        manager,
      );
    });
    return this.get(id, user);
  }

  /** Pending suggestions of an article: all of them for its reviewers, the member's own for anyone else. */
  async listForArticle(articleId: number, user: SessionUser, query: PageRequest): Promise<ArticleSuggestionPageDto> {
    const article = await this.articles.findOne(articleId);
    const reviewer = canReviewSuggestions({ authorId: article.authorId }, user);
    const page = pageRequestOf(query);
    return toSuggestionPage(await this.repository.pendingForArticle(articleId, reviewer ? null : user.id, page), page);
  }

  /** The review queue of moderators and admins (or decided ones by status). */
  async listByStatus(status: SuggestionStatus, query: PageRequest): Promise<ArticleSuggestionPageDto> {
    const page = pageRequestOf(query);
    return toSuggestionPage(await this.repository.byStatus(status, page), page);
  }

  async listMine(user: SessionUser, query: PageRequest): Promise<ArticleSuggestionPageDto> {
    const page = pageRequestOf(query);
    return toSuggestionPage(await this.repository.bySuggester(user.id, page), page);
  }

  private async insertPending(
    manager: EntityManager,
    suggestion: Parameters<ArticleSuggestionsRepository['insert']>[1],
  ): Promise<number> {
    try {
      return await this.repository.insert(manager, suggestion);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(SuggestionErrors.alreadyPending);
      throw error;
    }
  }

  /** The suggestion and its article, both locked, after checking the reviewer may decide it now. */
  private async pendingForReview(manager: EntityManager, id: number, reviewer: SessionUser) {
    const found = await this.repository.findLocked(manager, id);
    if (!found) throw new NotFoundException(SuggestionErrors.notFound);
    const article = await this.writer.lockedArticle(manager, found.articleId);
    if (!canReviewSuggestions(article, reviewer)) throw new ForbiddenException(SuggestionErrors.notReviewer);
    if (found.suggesterId === reviewer.id) throw new ForbiddenException(SuggestionErrors.ownSuggestion);
    if (found.status !== 'pending') throw new ConflictException(SuggestionErrors.notPending);
    return { suggestion: found, article };
  }

  /** Records the decision and tells the suggester (and the author, when someone else decided). */
  private async decide(
    manager: EntityManager,
    suggestion: ArticleEditSuggestion,
    article: Article,
    reviewer: SessionUser,
    status: 'accepted' | 'declined',
    reason: string | null,
  ): Promise<void> {
    const decided = await this.repository.decide(manager, suggestion.id, {
      status,
      reviewerId: reviewer.id,
      reason,
    });
    if (!decided) throw new ConflictException(SuggestionErrors.notPending);
    const title = quoted(article.title);
    const outcome = status === 'accepted' ? 'accepted' : 'declined';
    const reference = `article-suggestion:${suggestion.id}:decided`;
    await this.notifications.notify(manager, {
      userId: suggestion.suggesterId,
      actor: reviewer,
      kind: NotificationKind.ArticleSuggestionDecided,
      reference,
      title: `Your suggested edit to "${title}" was ${outcome}`,
      body: reason ? `Reason: ${reason}` : '',
      link: status === 'accepted' ? `/article/${article.id}/history` : suggestionPath(article.id, suggestion.id),
    });
    await this.notifications.notify(manager, {
      userId: article.authorId,
      actor: reviewer,
      kind: NotificationKind.ArticleSuggestionDecided,
      reference,
      title: `{actor} ${outcome} a suggested edit to "${title}"`,
      // Without the reason: it is about the suggester's words, and must not outlive their account.
      link: suggestionPath(article.id, suggestion.id),
    });
    await this.audit.record(
      {
        actorId: reviewer.id,
        targetUserId: suggestion.suggesterId,
        action: `article.suggestion.${outcome}`,
        details: { articleId: article.id, suggestionId: suggestion.id },
      },
      manager,
    );
  }
}

export function suggestionPath(articleId: number, suggestionId: number): string {
  return `/article/${articleId}/suggestions/${suggestionId}`;
}

function quoted(title: string): string {
  const chars = [...title];
  return chars.length > QUOTED_TITLE_MAX ? `${chars.slice(0, QUOTED_TITLE_MAX - 1).join('')}…` : title;
}

function pageRequestOf(query: PageRequest): SuggestionPageRequest {
  return {
    limit: pageLimit(query),
    after: query.cursor === undefined ? null : cursorIntId(decodeCursor(query.cursor, 1)[0]),
  };
}

/** The page of the rows a list fetched (one more than the page when another follows); the cursor is the last id. */
function toSuggestionPage(rows: ArticleEditSuggestion[], page: SuggestionPageRequest): ArticleSuggestionPageDto {
  return toPage(rows, page.limit, toSummaryDto, (last) => encodeCursor([last.id]));
}

function toSummaryDto(suggestion: ArticleEditSuggestion): ArticleSuggestionSummaryDto {
  return {
    id: suggestion.id,
    articleId: suggestion.articleId,
    articleTitle: suggestion.article?.title ?? '',
    suggester: suggestion.suggester ? toAuthorDto(suggestion.suggester) : null,
    summary: suggestion.summary,
    status: suggestion.status,
    reviewer: suggestion.reviewer ? toAuthorDto(suggestion.reviewer) : null,
    reviewReason: suggestion.reviewReason,
    createdAt: suggestion.createdAt.toISOString(),
    decidedAt: suggestion.decidedAt?.toISOString() ?? null,
  };
}
