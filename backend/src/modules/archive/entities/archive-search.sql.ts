/**
 * SQL pieces of the archive search, shared by the migration and the entity so both say the same.
 * `archive_list_text(text[])` (an IMMUTABLE function created by the migration) joins a list with
 * spaces; array_to_string itself is not immutable, so a generated column cannot call it.
 */
export const ARCHIVE_SEARCH_VECTOR_EXPRESSION =
  `setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, archive_list_text("aliases")), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, archive_list_text("tags")), 'C')`;

/** Name and other names in lower case: what the trigram (typo-tolerant) match and duplicate check read. */
export const ARCHIVE_SEARCH_NAMES_EXPRESSION = `lower(coalesce("name", '') || ' ' || archive_list_text("aliases"))`;
