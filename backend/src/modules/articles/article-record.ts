/**
 * An article as other modules' entities hold it (`article?: ArticleRecord` on a comment, a like, a
 * boost, ...). Public type of the articles module; its Article entity implements it, so the two cannot
 * drift apart. Other modules never import the entity itself: they read articles through its services.
 */
export interface ArticleRecord {
  id: number;
  title: string;
  category: string;
  authorId: string;
  createdAt: Date;
}
