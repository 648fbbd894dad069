import { toPage } from '../../../common/pagination/page.js';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageLimit } from '../../../common/pagination/page-query.js';
import { Environment } from '../../../config/environment.js';
import { isQueryCanceled } from '../../../database/postgres-errors.js';
import { ArticleErrors } from '../articles.errors.js';
import { toArticleSummaryDto } from '../article.mapper.js';
import {
  decodeSearchOrderCursor,
  decodeSearchRankCursor,
  encodeSearchOrderCursor,
  encodeSearchRankCursor,
  type SearchOrderCursor,
  type SearchRankCursor,
} from '../article-cursors.js';
import { ArticlesService } from '../articles.service.js';
import { ArticlesRepository, type ArticleWithAuthor } from '../articles.repository.js';
import type { ArticleSearchPageDto, ArticleSearchResultDto, ArticleTagDto } from '../dto/article-search.dto.js';
import { ArticleSearchSort, type SearchArticlesQuery } from '../dto/search-articles.query.js';
import { ArticleSearchRepository, SEARCH_CANDIDATES, type RankedRow } from './article-search.repository.js';
import { escapeHtml, markedTextToHtml } from './highlight.js';
import { correctedQuery, wantedWords } from './query-words.js';
import { chooseCorrection, chooseCorrectionUse } from './typo-correction.js';

/**
 * Full-text search over articles.search_vector (title A, excerpt B, body text C), with typo tolerance.
 * The results are for the words as typed. When a wanted word appears in no article
 * (article_search_words), the search is also weighed with each such word replaced by the known word
 * fewest edits away (see chooseCorrection); when one of them has no close known word there is no
 * correction at all (a word is never dropped). Then (see chooseCorrectionUse):
 * - the typed search finds nothing and the corrected one finds articles: the page lists the
 *   corrected search's results and names it in correctedQuery ("Showing results for"), unless the
 *   request says exact=true ("Search instead for"): then the correction is only offered;
 * - the typed search finds articles and the corrected one finds more: the page lists the typed
 *   search's results and offers the correction in suggestedQuery ("Did you mean");
 * - otherwise neither is set.
 *
 * Candidates (at most SEARCH_CANDIDATES + 1): title matches first, then (several words) articles with
 * one of the words in the title, then the other matches (see ArticleSearchRepository.rankedPage). Order (relevance): tier (exact match +2, match in the title +1),
 * then ts_rank, then id, all descending. The other orders (newest, most viewed, most liked) sort the
 * same bounded candidates by that column, then id.
 */
@Injectable()
export class ArticleSearchService {
  constructor(
    private readonly repository: ArticleSearchRepository,
    private readonly articles: ArticlesService,
    private readonly articlesRepository: ArticlesRepository,
    private readonly env: Environment,
  ) {}

  /**
   * With q: three statements (typo candidates, the ranked page with its highlights and the candidate
   * count, the articles), one more when a correction is weighed (its count, or its ranked page), plus
   * the planner's estimate when the matches are more than the ranked
   * candidates (unless the same search asked for it within seconds); without q: two. Never per row. The word search runs under SEARCH_STATEMENT_TIMEOUT_MS (withSearchSettings):
   * past it the caller gets 503 with a message.
   *
   * Only the first SEARCH_CANDIDATES matches (plus one) are ranked: up to that many, the results and
   * the total are exact; past it, the best of those candidates are listed (paged by the same keyset)
   * and the total is the planner's estimate, flagged with totalIsEstimate.
   */
  async search(query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    const sort = query.sort ?? ArticleSearchSort.Relevance;
    if (!query.q) {
      if (sort === ArticleSearchSort.Views || sort === ArticleSearchSort.Likes) return this.ordered(query, sort);
      return this.filtersOnly(query);
    }
    const q = query.q;
    const limit = pageLimit(query);
    const cursor = decodeCursorFor(sort, query.cursor);
    const { rows, total, totalIsEstimate, labels } = await this.repository
      .withSearchSettings(this.env.SEARCH_STATEMENT_TIMEOUT_MS, (manager) =>
        this.rankedWithCorrection(q, query, sort, limit, cursor, manager),
      )
      .catch((error: unknown) => {
        if (isQueryCanceled(error)) throw new ServiceUnavailableException(ArticleErrors.searchTimedOut);
        throw error;
      });
    const ranked = rows.filter((row): row is RankedRow & { id: number } => row.id !== null);
    const page = toPage(
      ranked,
      limit,
      (row) => row,
      (last) =>
        sort === ArticleSearchSort.Relevance
          ? encodeSearchRankCursor({ tier: Number(last.tier), rank: last.rank, id: last.id })
          : encodeSearchOrderCursor({ sort, key: last.key, id: last.id }),
    );
    const articles = new Map(
      (await this.articlesRepository.withAuthors(page.items.map((r) => r.id))).map((a) => [a.id, a]),
    );
    const items = page.items.flatMap((row): ArticleSearchResultDto[] => {
      const article = articles.get(row.id);
      if (!article) return []; // deleted between the two queries
      return [
        {
          ...toArticleSummaryDto(article),
          highlightTitle: markedTextToHtml(row.highlight_title),
          highlightPreview: markedTextToHtml(row.highlight_preview),
        },
      ];
    });
    return { items, total, totalIsEstimate, nextCursor: page.nextCursor, ...labels };
  }

  /**
   * The ranked page of the words as typed, or of their correction when the typed words find nothing
   * (see chooseCorrectionUse), with the page's labels, the total and whether it is an estimate.
   */
  private async rankedWithCorrection(
    q: string,
    query: SearchArticlesQuery,
    sort: ArticleSearchSort,
    limit: number,
    cursor: SearchRankCursor | SearchOrderCursor | undefined,
    manager: EntityManager,
  ) {
    const candidates = await this.repository.correctionCandidates(wantedWords(q), manager);
    const corrections = new Map([...candidates].map(([typed, known]) => [typed, chooseCorrection(typed, known)]));
    const correction = shownCorrection(q, correctedQuery(q, corrections));
    let searched = q;
    let ranked = await this.repository.rankedPage(q, query, sort, limit, cursor, manager);
    let found = ranked[0]?.candidates ?? 0;
    // The corrected search's count is needed only to weigh an offer, not to replace an empty page.
    const weighOffer = found > 0 || query.exact === true;
    const use = correction
      ? chooseCorrectionUse(
          found,
          weighOffer ? await this.repository.countMatches(correction, query, manager) : 0,
          query.exact === true,
        )
      : 'none';
    if (correction && use === 'results') {
      searched = correction;
      ranked = await this.repository.rankedPage(correction, query, sort, limit, cursor, manager);
      found = ranked[0]?.candidates ?? 0;
    }
    const labels = {
      correctedQuery: use === 'results' && found > 0 ? correction : null,
      suggestedQuery: use === 'suggestion' ? correction : null,
    };
    if (found <= SEARCH_CANDIDATES) return { rows: ranked, total: found, totalIsEstimate: false, labels };
    const estimate = await this.repository.estimateMatches(searched, query, manager);
    return { rows: ranked, total: Math.max(estimate, found), totalIsEstimate: true, labels };
  }

  /** Tags in use with their article counts, most used first (then by name), at most 100. */
  tags(): Promise<ArticleTagDto[]> {
    return this.repository.topTags();
  }

  /** No words: the filters only, newest first (same keyset as the article list). */
  private async filtersOnly(query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    const { rows, nextCursor, total, totalIsEstimate } = await this.articles.newestFirst(filtersOf(query), query);
    return {
      items: rows.map(toUnhighlighted),
      total,
      totalIsEstimate,
      nextCursor,
      correctedQuery: null,
      suggestedQuery: null,
    };
  }

  /**
   * No words, most viewed or most liked: the SEARCH_CANDIDATES newest articles that pass the filters,
   * in that order (two statements, plus the capped count when there are more candidates).
   */
  private async ordered(
    query: SearchArticlesQuery,
    sort: ArticleSearchSort.Views | ArticleSearchSort.Likes,
  ): Promise<ArticleSearchPageDto> {
    const limit = pageLimit(query);
    const cursor = query.cursor ? decodeSearchOrderCursor(query.cursor, sort) : undefined;
    const filters = filtersOf(query);
    const rows = await this.repository.orderedPage(filters, sort, limit, cursor);
    const candidates = rows[0]?.candidates ?? 0;
    const { total, totalIsEstimate } =
      candidates <= SEARCH_CANDIDATES
        ? { total: candidates, totalIsEstimate: false }
        : await this.articlesRepository.countMatching(filters);
    const found = rows.filter((row): row is typeof row & { id: number } => row.id !== null);
    const page = toPage(
      found,
      limit,
      (row) => row.id,
      (last) => encodeSearchOrderCursor({ sort, key: last.key, id: last.id }),
    );
    const articles = await this.articlesRepository.withAuthors(page.items);
    return {
      items: articles.map(toUnhighlighted),
      total,
      totalIsEstimate,
      nextCursor: page.nextCursor,
      correctedQuery: null,
      suggestedQuery: null,
    };
  }
}

function filtersOf(query: SearchArticlesQuery) {
  return { category: query.category, tag: query.tag, author: query.author, from: query.from, to: query.to };
}

function decodeCursorFor(
  sort: ArticleSearchSort,
  cursor: string | undefined,
): SearchRankCursor | SearchOrderCursor | undefined {
  if (!cursor) return undefined;
  return sort === ArticleSearchSort.Relevance ? decodeSearchRankCursor(cursor) : decodeSearchOrderCursor(cursor, sort);
}

/** The corrected words, when they differ from what was typed. */
function shownCorrection(q: string, fuzzy: string | null): string | null {
  if (!fuzzy) return null;
  const corrected = fuzzy.replace(/\s+/g, ' ').trim();
  return corrected && corrected.toLowerCase() !== q.replace(/\s+/g, ' ').trim().toLowerCase() ? corrected : null;
}

function toUnhighlighted(article: ArticleWithAuthor): ArticleSearchResultDto {
  const summary = toArticleSummaryDto(article);
  return {
    ...summary,
    highlightTitle: escapeHtml(article.title),
    highlightPreview: escapeHtml(summary.preview),
  };
}
