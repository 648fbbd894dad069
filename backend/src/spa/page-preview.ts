import { previewText } from '../common/text/plain-text.js';
import { ARCHIVE_TYPES } from '../modules/archive/archive-types.js';
import type { ArchiveService } from '../modules/archive/archive.service.js';
import { categoryBySlug, normalizeTagSegment, tagDescription } from '../modules/articles/article-topics.js';
import type { ArticlesService } from '../modules/articles/articles.service.js';
import { categoryPagePath, feedPaths, tagPagePath } from '../modules/syndication/syndication-paths.js';

/** What a link preview (Open Graph, Twitter card) shows for one shareable page. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute or site-relative address of an image, or null for the site's default image. */
  image: string | null;
  type: 'article' | 'website';
  /** The page's own feeds (category and tag pages), announced with rel="alternate" links. */
  feeds?: { title: string; rss: string; atom: string };
}

/**
 * undefined: the path is not a shareable page (the site's own metadata applies);
 * null: it is one, but nothing exists there (the page answers 404).
 */
export type PreviewResult = PagePreview | null | undefined;

/** Where previews are read from: the services of the modules that own the pages' data. */
export interface PreviewSources {
  articles: Pick<ArticlesService, 'previewFields' | 'tagInUse'>;
  archive: Pick<ArchiveService, 'previewFields'>;
}

const ARTICLE_PATH = /^\/articles?\/(\d{1,20})\/?$/;
const ARCHIVE_PATH = /^\/archive\/([a-z]+)\/([A-Za-z0-9_-]{1,80})\/?$/;
const CATEGORY_PATH = /^\/category\/([a-z0-9-]{1,60})\/?$/;
const TAG_PATH = /^\/tag\/([^/]{1,200})\/?$/;
const TAG_MAX_LENGTH = 40;
const MAX_ID = 2_147_483_647;
const DESCRIPTION_LENGTH = 200;
const FIRST_IMAGE = /<img\b[^>]*\bsrc\s*=\s*"([^"]+)"/i;

function describe(text: string): string {
  const { text: cut, truncated } = previewText(text, DESCRIPTION_LENGTH);
  return truncated ? `${cut}…` : cut;
}

/** Only web addresses are offered as preview images (never data: or javascript: URLs). */
function usableImage(src: string | undefined): string | null {
  if (!src) return null;
  return /^https?:\/\//i.test(src) || src.startsWith('/') ? src : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A category page (always there for the ten slugs) or a tag page (there while an article carries the tag). */
async function findTopicPreview(sources: PreviewSources, path: string): Promise<PreviewResult> {
  const category = CATEGORY_PATH.exec(path);
  if (category) {
    const topic = categoryBySlug(category[1]);
    if (!topic) return null;
    return {
      title: topic.name,
      description: topic.description,
      image: null,
      type: 'website',
      feeds: { title: topic.name, ...feedPaths(categoryPagePath(topic.slug)) },
    };
  }
  const tagMatch = TAG_PATH.exec(path);
  if (tagMatch) {
    const decoded = decodeSegment(tagMatch[1]);
    const tag = decoded === null ? '' : normalizeTagSegment(decoded);
    if (!tag || tag.length > TAG_MAX_LENGTH) return null;
    if (!(await sources.articles.tagInUse(tag))) return null;
    return {
      title: `#${tag}`,
      description: tagDescription(tag),
      image: null,
      type: 'website',
      feeds: { title: `#${tag}`, ...feedPaths(tagPagePath(tag)) },
    };
  }
  return undefined;
}

/**
 * The preview of an article (/article/{id}, /articles/{id}), an archive entry (/archive/{type}/{slug}),
 * a category (/category/{slug}) or a tag (/tag/{tag}), read with at most one indexed lookup.
 */
export async function findPagePreview(sources: PreviewSources, path: string): Promise<PreviewResult> {
  const topic = await findTopicPreview(sources, path);
  if (topic !== undefined) return topic;
  const article = ARTICLE_PATH.exec(path);
  if (article) {
    const id = Number(article[1]);
    if (id < 1 || id > MAX_ID) return null;
    const row = await sources.articles.previewFields(id);
    if (!row) return null;
    return {
      title: row.title,
      description: describe(row.excerpt?.trim() ? row.excerpt : row.content),
      image: usableImage(FIRST_IMAGE.exec(row.content)?.[1]),
      type: 'article',
    };
  }
  const entry = ARCHIVE_PATH.exec(path);
  if (entry) {
    const [, type, slug] = entry;
    if (!(ARCHIVE_TYPES as readonly string[]).includes(type)) return null;
    const row = await sources.archive.previewFields(type, slug);
    if (!row) return null;
    return {
      title: row.name,
      description: describe(row.description),
      image: usableImage(row.photos[0]),
      type: 'article',
    };
  }
  return undefined;
}
