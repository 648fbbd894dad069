import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every word that appears in some article (lower case), for typo tolerance: a search word found in
 * no article is corrected to the most similar word here (pg_trgm). Filled by a trigger on articles
 * (see the migration), so every way of writing an article keeps it current; stale words are
 * harmless (they simply match nothing).
 */
@Entity({ name: 'article_search_words' })
@Index('IDX_article_search_words_trgm', { synchronize: false })
export class ArticleSearchWord {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  word: string;

  /** The word appears in some article's title: preferred as a correction over an equally close word. */
  @Column({ name: 'in_title', type: 'boolean', default: false })
  inTitle: boolean;
}
