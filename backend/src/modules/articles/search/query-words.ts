/** Longest word kept in the typo-tolerance table (article_search_words.word). */
export const MAX_WORD_LENGTH = 40;
const MAX_WORDS = 10;

/**
 * The words of a search, lower case, as candidates for typo correction: letters and digits, at
 * least 3 characters (shorter words are too ambiguous to correct), starting with a letter.
 */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const candidates = words.filter((w) => w.length >= 3 && w.length <= MAX_WORD_LENGTH && /^\p{L}/u.test(w));
  return [...new Set(candidates)].slice(0, MAX_WORDS);
}

/**
 * The search text with each unknown word replaced by its correction (null: no close word, so the
 * word is left out, as it can match nothing); quotes and operators stay as typed. Null when no word
 * was unknown or no word is left: the typo-tolerant query then adds nothing.
 */
export function correctedQuery(q: string, corrections: ReadonlyMap<string, string | null>): string | null {
  if (corrections.size === 0) return null;
  let kept = 0;
  const corrected = q.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const key = word.toLowerCase();
    const replacement = corrections.has(key) ? corrections.get(key) : word;
    if (replacement) kept += 1;
    return replacement ?? '';
  });
  return kept > 0 ? corrected : null;
}
