import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The distinct words of `text` (an SQL expression over the rows of `from`) as the typo table keeps them. */
const wordsOf = (text: string, from = '') =>
  `SELECT DISTINCT w FROM ${from} unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${text}))) AS w
   WHERE w ~ '^[[:alpha:]][[:alnum:]]{2,39}$'`;

/**
 * article_search_words.in_title: the word appears in some article's title, so a typo is corrected
 * to a title word ("justn": "justin" of "Justin Kan") rather than an equally close word found only
 * in bodies. The trigger marks title words; like the words themselves, a mark is never taken back
 * (a stale one only makes a word a little more likely as a correction).
 */
export class ArticleSearchWordsInTitle1795980029937 implements MigrationInterface {
  name = 'ArticleSearchWordsInTitle1795980029937';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_search_words" ADD "in_title" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION article_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "article_search_words" ("word", "in_title")
         SELECT w, true FROM (${wordsOf(`coalesce(NEW."title", '')`)}) AS title_words
         ON CONFLICT ("word") DO UPDATE SET "in_title" = true WHERE NOT "article_search_words"."in_title";
         INSERT INTO "article_search_words" ("word")
         ${wordsOf(`coalesce(NEW."excerpt", '') || ' ' || article_plain_text(NEW."content")`)}
         ON CONFLICT ("word") DO NOTHING;
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(
      `UPDATE "article_search_words" k SET "in_title" = true
       FROM (${wordsOf(`a."title"`, `"articles" a,`)}) AS t
       WHERE k."word" = t.w`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION article_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "article_search_words" ("word")
         ${wordsOf(`coalesce(NEW."title", '') || ' ' || coalesce(NEW."excerpt", '') || ' ' || article_plain_text(NEW."content")`)}
         ON CONFLICT ("word") DO NOTHING;
         RETURN NULL;
       END
       $$`,
    );
    await queryRunner.query(`ALTER TABLE "article_search_words" DROP COLUMN "in_title"`);
  }
}
