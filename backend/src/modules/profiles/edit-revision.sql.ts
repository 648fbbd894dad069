/**
 * SQL condition: the article_revisions row `alias` is an edit. The articles module saves the
 * creation as revision 1 of each article (the lowest id); every later revision is an edit.
 */
export const IS_EDIT_REVISION = (alias: string): string =>
  `EXISTS (SELECT 1 FROM article_revisions first WHERE first.article_id = ${alias}.article_id AND first.id < ${alias}.id)`;
