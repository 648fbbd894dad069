/** A known word offered as the correction of a typed word, with its trigram similarity (pg_trgm). */
export interface CorrectionCandidate {
  word: string;
  similarity: number;
  /** True when the word appears in the title of some article (names and topics people search for). */
  inTitle?: boolean;
}

/** Known words whose length differs from the typed word's by more than this are never offered. */
export const MAX_LENGTH_DIFFERENCE = 2;

/**
 * Edits allowed between a typed word and its correction: one for words of up to four letters
 * (shorter words are too ambiguous for more), two beyond.
 */
export function maxEdits(typed: string): number {
  return [...typed].length <= 4 ? 1 : 2;
}

/**
 * The number of single-letter edits (insertion, deletion, substitution, or swapping two neighbouring
 * letters) that turn `a` into `b`: the optimal string alignment distance, over code points.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  // Three rows of the dynamic-programming table: two back (for the swap), one back, current.
  let previous2: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= t.length; j += 1) {
      const substitution = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, previous2[j - 2] + 1);
      }
      current.push(best);
    }
    previous2 = previous;
    previous = current;
  }
  return previous[t.length];
}

/**
 * The correction of a typed word among the known words the trigram index found: the fewest edits
 * (at most maxEdits, length within MAX_LENGTH_DIFFERENCE), then a word found in a title, then the
 * most similar by trigrams, then the nearest length, then alphabetical. Trigram similarity alone
 * favours short words sharing a prefix ("histroy" is as close to "his" as to "history"); counting
 * edits does not. Among equally close words, one in a title is what people look for ("justn" is one
 * edit from "just" and from "justin": "Justin" in a title wins).
 * Null when no candidate is that close.
 */
export function chooseCorrection(typed: string, candidates: readonly CorrectionCandidate[]): string | null {
  const length = [...typed].length;
  const ranked = candidates
    .filter((c) => Math.abs([...c.word].length - length) <= MAX_LENGTH_DIFFERENCE)
    .map((c) => ({ ...c, edits: editDistance(typed, c.word), lengthGap: Math.abs([...c.word].length - length) }))
    .filter((c) => c.edits <= maxEdits(typed))
    .sort(
      (x, y) =>
        x.edits - y.edits ||
        Number(y.inTitle ?? false) - Number(x.inTitle ?? false) ||
        y.similarity - x.similarity ||
        x.lengthGap - y.lengthGap ||
        (x.word < y.word ? -1 : x.word > y.word ? 1 : 0),
    );
  return ranked[0]?.word ?? null;
}

/**
 * What a correction does with the page: 'results' when the typed search finds nothing (the page
 * then shows the corrected search's results, labelled as such; with none either, nothing is shown
 * as corrected) unless `exact` was asked; 'suggestion' when the corrected search finds more
 * articles than the typed one (the typed results stay, the correction is offered); else 'none'.
 * Counts are capped alike (SEARCH_CANDIDATES + 1), so past the cap the typed page gets no offer.
 */
export function chooseCorrectionUse(
  typedMatches: number,
  correctedMatches: number,
  exact = false,
): 'results' | 'suggestion' | 'none' {
  if (typedMatches === 0 && !exact) return 'results';
  return correctedMatches > typedMatches ? 'suggestion' : 'none';
}
