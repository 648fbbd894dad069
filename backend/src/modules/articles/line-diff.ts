export type DiffLineType = 'same' | 'added' | 'removed';

export interface DiffLine {
  type: DiffLineType;
  text: string;
}

/** Above this many cells the middle part is shown as removed-then-added instead of aligned. */
const MAX_TABLE_CELLS = 4_000_000;

/**
 * Line diff (longest common subsequence) from `before` to `after`. Common leading and trailing
 * lines are matched first, so typical edits of long articles stay cheap; memory is bounded.
 */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }

  const head = before.slice(0, start).map((text): DiffLine => ({ type: 'same', text }));
  const tail = before.slice(endBefore).map((text): DiffLine => ({ type: 'same', text }));
  const middle = diffMiddle(before.slice(start, endBefore), after.slice(start, endAfter));
  return [...head, ...middle, ...tail];
}

function diffMiddle(a: readonly string[], b: readonly string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ type: 'removed', text });
  const added = (text: string): DiffLine => ({ type: 'added', text });
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_TABLE_CELLS) {
    return [...a.map(removed), ...b.map(added)];
  }

  // lengths[i * width + j] = LCS length of a[i..] and b[j..]
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }

  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ type: 'same', text: a[i] });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      lines.push(removed(a[i]));
      i += 1;
    } else {
      lines.push(added(b[j]));
      j += 1;
    }
  }
  while (i < a.length) lines.push(removed(a[i++]));
  while (j < b.length) lines.push(added(b[j++]));
  return lines;
}
