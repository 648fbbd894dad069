import type { DataSource } from 'typeorm';
import { cutText, htmlToPlainText } from '../common/text/plain-text.js';
import { ARCHIVE_TYPES } from '../modules/archive/archive-types.js';

/** What a link preview (Open Graph, Twitter card) shows for one shareable page. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute or site-relative address of an image, or null for the site's default image. */
  image: string | null;
  type: 'article' | 'website';
}

/**
 * undefined: the path is not a shareable page (the site's own metadata applies);
 * null: it is one, but nothing exists there (the page answers 404).
 */
export type PreviewResult = PagePreview | null | undefined;

const ARTICLE_PATH = /^\/articles?\/(\d{1,20})\/?$/;
const ARCHIVE_PATH = /^\/archive\/([a-z]+)\/([A-Za-z0-9_-]{1,80})\/?$/;
const MAX_ID = 2_147_483_647;
const DESCRIPTION_LENGTH = 200;
const FIRST_IMAGE = /<img\b[^>]*\bsrc\s*=\s*"([^"]+)"/i;

function describe(text: string): string {
  const { text: cut, truncated } = cutText(htmlToPlainText(text), DESCRIPTION_LENGTH);
  return truncated ? `${cut}…` : cut;
}

/** Only web addresses are offered as preview images (never data: or javascript: URLs). */
function usableImage(src: string | undefined): string | null {
  if (!src) return null;
  return /^https?:\/\//i.test(src) || src.startsWith('/') ? src : null;
}

/**
 * The preview of an article (/article/{id}, /articles/{id}) or an archive entry
 * (/archive/{type}/{slug}), read with one indexed lookup by primary or unique key.
 */
export async function findPagePreview(dataSource: DataSource, path: string): Promise<PreviewResult> {
  const article = ARTICLE_PATH.exec(path);
  if (article) {
    const id = Number(article[1]);
    if (id < 1 || id > MAX_ID) return null;
    const rows: { title: string; excerpt: string | null; content: string }[] = await dataSource.query(
      'SELECT title, excerpt, content FROM articles WHERE id = $1',
      [id],
    );
    const row = rows[0];
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
    const rows: { name: string; description: string; photos: string[] }[] = await dataSource.query(
      'SELECT name, description, photos FROM archive_entries WHERE type = $1 AND slug = $2',
      [type, slug],
    );
    const row = rows[0];
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
