import { Injectable, NotFoundException } from '@nestjs/common';
import { Environment } from '../../config/environment.js';
import { cutText, htmlToPlainText } from '../../common/text/plain-text.js';
import { CATEGORY_TOPICS, categoryBySlug, normalizeTagSegment, tagDescription } from '../articles/article-topics.js';
import { ArticleErrors } from '../articles/articles.errors.js';
import { ArticlesService } from '../articles/articles.service.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import { shownName } from '../users/display-name.js';
import { renderAtom, renderRss, renderSitemap, type FeedChannel, type SitemapUrl } from './feed-xml.js';
import { SyndicationRepository } from './syndication.repository.js';
import { categoryPagePath, feedPaths, tagPagePath } from './syndication-paths.js';

/** Entries of each feed: the newest articles. */
export const FEED_ITEM_COUNT = 20;
/** One sitemap file holds at most 50,000 addresses; each kind of page is capped well below. */
const SITEMAP_LIMIT_PER_KIND = 10_000;
const SUMMARY_LENGTH = 300;

export type FeedFormat = 'rss' | 'atom';
export type FeedScope = { kind: 'site' } | { kind: 'category'; slug: string } | { kind: 'tag'; tag: string };

/** The feeds, the sitemap and robots.txt: public files for feed readers and crawlers. */
@Injectable()
export class SyndicationService {
  private readonly publicUrl: string;

  constructor(
    env: Environment,
    private readonly articles: ArticlesService,
    private readonly siteSettings: SiteSettingsService,
    private readonly repository: SyndicationRepository,
  ) {
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  }

  async feed(scope: FeedScope, format: FeedFormat): Promise<string> {
    const { siteTitle, siteDescription } = await this.siteSettings.getPublic();
    const { filters, pagePath, title, description } = this.describe(scope, siteTitle, siteDescription);
    const { rows } = await this.articles.newestFirst(filters, { limit: FEED_ITEM_COUNT });
    const paths = feedPaths(pagePath);
    const channel: FeedChannel = {
      title,
      description,
      pageUrl: this.absolute(pagePath || '/'),
      selfUrl: this.absolute(format === 'rss' ? paths.rss : paths.atom),
      items: rows.map((article) => {
        const body = article.excerpt?.trim() ? article.excerpt : htmlToPlainText(article.content);
        const summary = cutText(body, SUMMARY_LENGTH);
        return {
          title: article.title,
          url: this.absolute(`/article/${article.id}`),
          summary: summary.truncated ? `${summary.text}…` : summary.text,
          author: shownName(article.author),
          category: article.category,
          tags: article.tags,
          published: article.createdAt,
          updated: article.editedAt ?? article.createdAt,
        };
      }),
    };
    return format === 'rss' ? renderRss(channel) : renderAtom(channel);
  }

  async sitemap(): Promise<string> {
    const rows = await this.repository.sitemapRows(SITEMAP_LIMIT_PER_KIND);
    const urls: SitemapUrl[] = [
      { loc: this.absolute('/') },
      ...rows.articles.map((row) => ({ loc: this.absolute(`/article/${row.id}`), lastmod: new Date(row.lastmod) })),
      ...CATEGORY_TOPICS.map((topic) => ({ loc: this.absolute(categoryPagePath(topic.slug)) })),
      ...rows.tags.map((tag) => ({ loc: this.absolute(tagPagePath(tag)) })),
      ...rows.archiveEntries.map((row) => ({
        loc: this.absolute(`/archive/${row.type}/${encodeURIComponent(row.slug)}`),
        lastmod: new Date(row.lastmod),
      })),
    ];
    return renderSitemap(urls);
  }

  /** Crawlers may read the public pages; the API and the signed-in screens are not for indexing. */
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /settings',
      'Disallow: /messages',
      'Disallow: /checkout',
      '',
      `Sitemap: ${this.absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  private describe(scope: FeedScope, siteTitle: string, siteDescription: string) {
    switch (scope.kind) {
      case 'site':
        return { filters: {}, pagePath: '', title: siteTitle, description: siteDescription };
      case 'category': {
        const topic = categoryBySlug(scope.slug);
        if (!topic) throw new NotFoundException(ArticleErrors.categoryNotFound);
        return {
          filters: { category: topic.name },
          pagePath: categoryPagePath(topic.slug),
          title: `${topic.name} - ${siteTitle}`,
          description: topic.description,
        };
      }
      case 'tag': {
        const tag = normalizeTagSegment(scope.tag);
        return {
          filters: { tag },
          pagePath: tagPagePath(tag),
          title: `#${tag} - ${siteTitle}`,
          description: tagDescription(tag),
        };
      }
    }
  }

  private absolute(path: string): string {
    return `${this.publicUrl}${path}`;
  }
}
