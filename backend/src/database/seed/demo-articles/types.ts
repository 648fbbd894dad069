import type { ArticleCategory } from '@irl/shared';

/** One demo article. `author` is the username of a demo moderator or admin (see demo-users.ts). */
export interface DemoArticle {
  title: string;
  /** Left out on purpose for a few articles, so cards fall back to the first 200 characters of the content. */
  excerpt?: string;
  category: ArticleCategory;
  author: string;
  tags: string[];
  /** Fixed ISO timestamp; the seed never derives dates from the current time. */
  createdAt: string;
  views: number;
  likes: number;
  /** HTML limited to p, br, strong, em, u, h2, h3, ul, ol, li, blockquote, pre and a (href/target only). */
  content: string;
}
