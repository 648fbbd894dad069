import { toPage } from '../../../common/pagination/page.js';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
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
import { correctedQuery, queryWords } from './query-words.js';
import { chooseCorrection } from './typo-correction.js';

/**
 * Full-text search over articles.search_vector (title A, excerpt B, body text C), with typo tolerance:
 * each search word that appears in no article (article_search_words) is replaced by the known word
 * fewest edits away (see chooseCorrection: at most one edit for words of up to four letters, two
 * beyond, then the most similar by trigrams; left out when none is that close), and articles matching
 * that corrected search are listed after the exact matches.
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
   * count, the articles), plus the planner's estimate when the matches are more than the ranked
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
    const { rows, total, totalIsEstimate, fuzzy } = await this.repository
      .withSearchSettings(this.env.SEARCH_STATEMENT_TIMEOUT_MS, async (manager) => {
        const candidates = await this.repository.correctionCandidates(queryWords(q), manager);
        const corrections = new Map([...candidates].map(([typed, known]) => [typed, chooseCorrection(typed, known)]));
        const fuzzy = correctedQuery(q, corrections);
        const terms = { q, fuzzy };
        const ranked = await this.repository.rankedPage(terms, query, sort, limit, cursor, manager);
        const found = ranked[0]?.candidates ?? 0;
        if (found <= SEARCH_CANDIDATES) {
          return { rows: ranked, total: found, totalIsEstimate: false, fuzzy };
        }
        const estimate = await this.repository.estimateMatches(terms, query, manager);
        return { rows: ranked, total: Math.max(estimate, found), totalIsEstimate: true, fuzzy };
      })
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
    return { items, total, totalIsEstimate, nextCursor: page.nextCursor, correctedQuery: shownCorrection(q, fuzzy) };
  }

  /** Tags in use with their article counts, most used first (then by name), at most 100. */
  tags(): Promise<ArticleTagDto[]> {
    return this.repository.topTags();
  }

  /** No words: the filters only, newest first (same keyset as the article list). */
  private async filtersOnly(query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    const { rows, nextCursor, total, totalIsEstimate } = await this.articles.newestFirst(filtersOf(query), query);
    return { items: rows.map(toUnhighlighted), total, totalIsEstimate, nextCursor, correctedQuery: null };
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

/** The corrected words to offer ("Did you mean"), when they differ from what was typed. */
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
