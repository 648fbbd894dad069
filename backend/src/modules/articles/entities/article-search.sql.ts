/**
 * SQL pieces of the article search, shared by the migration and the entity so both say the same.
 * `article_plain_text(html)` (an IMMUTABLE function created by the migration) strips the tags of
 * the stored, sanitised HTML and decodes the few entities sanitize-html writes.
 */
export const SEARCH_VECTOR_EXPRESSION =
  `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, article_plain_text("content")), 'C')`;

/**
 * The title's own vector (the A part of search_vector, without weights), for the articles alias
 * `alias`. A GIN index on exactly this expression (IDX_articles_title_vector) finds title matches
 * without reading the whole vector of every article that holds the words somewhere.
 */
export const titleVector = (alias: string) => `to_tsvector('english'::regconfig, coalesce(${alias}."title", ''))`;
