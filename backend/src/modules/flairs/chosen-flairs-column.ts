/**
 * A SELECT-list column holding a user's chosen (active) flairs, already shaped as the badges an answer
 * shows (`toBadge`, same keys in the same order), so a statement that reads users can complete their
 * summaries itself: the article page needs no second statement for its bylines' flairs (the lists keep
 * SummaryFlairsInterceptor's one statement for all their authors, cheaper than a subquery per row). `userId` is an SQL expression (a joined user's id column); a user the LEFT JOIN
 * did not find, or one without a chosen flair, gets `[]`. A user has at most one active flair (a
 * partial unique index), which that index finds.
 */
export function chosenFlairsColumn(userId: string, as: string): string {
  return `COALESCE((SELECT json_agg(json_build_object(
      'key', 'flair:' || f."id", 'flairId', f."id", 'name', f."name", 'displayName', f."display_name",
      'backgroundColor', f."background_color", 'textColor', f."text_color", 'borderColor', f."border_color",
      'isAnimated', f."is_animated", 'animationType', CASE WHEN f."is_animated" THEN f."animation_type" END,
      'builtIn', false))
    FROM "user_flairs" uf INNER JOIN "flairs" f ON f."id" = uf."flair_id"
    WHERE uf."user_id" = ${userId} AND uf."is_active"), '[]'::json) AS "${as}"`;
}
