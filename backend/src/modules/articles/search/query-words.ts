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

/** The search without its excluded words ("-word" at the start of a word): what the search asks to find. */
export function withoutExclusions(q: string): string {
  return q.replace(/(^|\s)-\S+/gu, ' ');
}

/** The words a search asks to find (not those it excludes), as candidates for typo correction. */
export function wantedWords(q: string): string[] {
  return queryWords(withoutExclusions(q));
}

/**
 * The search text with each unknown word replaced by its correction; quotes, operators and excluded
 * words ("-word") stay as typed, and a hyphen inside a word stays part of it. Null when no word was
 * unknown, or when one unknown word has no close known word: a correction never drops a word (the
 * search that is left would find more than was asked for, not what was meant).
 */
export function correctedQuery(q: string, corrections: ReadonlyMap<string, string | null>): string | null {
  if (corrections.size === 0) return null;
  if ([...corrections.values()].some((word) => !word)) return null;
  let replaced = 0;
  const corrected = q.replace(/(^|\s)(\S+)/gu, (_whole, space: string, chunk: string) => {
    if (chunk.startsWith('-')) return space + chunk;
    return (
      space +
      chunk.replace(/[\p{L}\p{N}]+/gu, (word) => {
        const replacement = corrections.get(word.toLowerCase());
        if (!replacement) return word;
        replaced += 1;
        return replacement;
      })
    );
  });
  return replaced > 0 ? corrected : null;
}
