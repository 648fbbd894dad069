import { Injectable, NotFoundException } from '@nestjs/common';
import { toArticleSummaryDto } from './article.mapper.js';
import { ArticleReadingRepository } from './article-reading.repository.js';
import { CATEGORY_TOPICS, categoryBySlug, normalizeTagSegment, tagDescription } from './article-topics.js';
import { ArticleErrors } from './articles.errors.js';
import { ArticlesRepository } from './articles.repository.js';
import { RelatedArticlesCache } from './related-articles.cache.js';
import type { ArticleSummaryDto } from './dto/article-summary.dto.js';
import type { ArticleCategoryDto, ArticleTagTopicDto } from './dto/article-topic.dto.js';

/** At most this many related articles end an article. */
export const RELATED_ARTICLES_LIMIT = 6;

/** Category and tag pages' headings, and the related articles at the end of an article. */
@Injectable()
export class ArticleReadingService {
  private readonly relatedCache = new RelatedArticlesCache();

  constructor(
    private readonly reading: ArticleReadingRepository,
    private readonly articles: ArticlesRepository,
  ) {}

  async categories(): Promise<ArticleCategoryDto[]> {
    const counts = await this.reading.categoryCounts();
    return CATEGORY_TOPICS.map((topic) => ({ ...topic, articleCount: counts.get(topic.name) ?? 0 }));
  }

  async category(slug: string): Promise<ArticleCategoryDto> {
    const topic = categoryBySlug(slug);
    if (!topic) throw new NotFoundException(ArticleErrors.categoryNotFound);
    return { ...topic, articleCount: await this.reading.categoryCount(topic.name) };
  }

  async tag(segment: string): Promise<ArticleTagTopicDto> {
    const tag = normalizeTagSegment(segment);
    return { tag, description: tagDescription(tag), articleCount: await this.reading.tagCount(tag) };
  }

  /**
   * Up to six related articles: the article's change stamp, the ranked ids (reused for a while, see
   * RelatedArticlesCache), then the cards with their authors.
   */
  async related(id: number): Promise<ArticleSummaryDto[]> {
    const stamp = await this.reading.changeStamp(id);
    if (stamp === null) throw new NotFoundException(ArticleErrors.notFound);
    let ids = this.relatedCache.get(id, stamp);
    if (!ids) {
      ids = await this.reading.relatedIds(id, RELATED_ARTICLES_LIMIT);
      this.relatedCache.set(id, stamp, ids);
    }
    return (await this.articles.withAuthors(ids)).map(toArticleSummaryDto);
  }
}
