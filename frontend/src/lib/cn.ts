/**
 * Joins class names, skipping falsy values, and lets a later Tailwind utility replace an earlier one that
 * sets the same thing: `cn('h-10 px-4', 'h-8')` gives `px-4 h-8`. Without this, both utilities would be on
 * the element and the stylesheet's order, not the caller, would pick one (a component's `w-full` beat a
 * caller's `w-32`, a card title's `text-lg` its caller's `text-2xl`).
 *
 * A small stand-in for tailwind-merge, which would cost 7 kB of the first page's JavaScript: it knows the
 * utility families this site combines (sizes, spacing, type, corners, flex alignment, display, text,
 * background and border colours, shadows).
 * Classes it does not recognise are always kept. Utilities only replace each other under the same variants
 * (`sm:h-8` never removes `h-10`).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const joined = classes.filter(Boolean).join(' ');
  let merged = cache.get(joined);
  if (merged === undefined) {
    merged = mergeUtilities(joined);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(joined, merged);
  }
  return merged;
}

// Components render the same few class lists again and again.
const CACHE_LIMIT = 2000;
const cache = new Map<string, string>();

const TEXT_SIZES = /^text-(xs|sm|base|lg|[2-9]?xl)$/;
const TEXT_NOT_COLOUR =
  /^text-(xs|sm|base|lg|[2-9]?xl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|shadow|\[)/;
const BG_NOT_COLOUR =
  /^bg-(fixed|local|scroll|clip-|origin-|repeat|no-repeat|auto|cover|contain|center|top|bottom|left|right|linear|radial|conic|gradient-|none|blend-|\[)/;
// Widths (`border-2`, `border-[3px]`), sides (`border-t`, `border-x-amber-500`), styles and tables are not the colour.
const BORDER_NOT_COLOUR =
  /^border-(\d|\[|(t|r|b|l|x|y|s|e)(-|$)|(solid|dashed|dotted|double|hidden|none|collapse|separate)$|spacing)/;
const SHADOW_SIZES = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|inner|none))?$/;
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
]);

/** The family of a utility (without its variants), or null for one this merger leaves alone. */
function familyOf(utility: string): string | null {
  const name = utility.startsWith('-') ? utility.slice(1) : utility;
  if (DISPLAY.has(name)) return 'display';
  const spacing = /^(p|px|py|pt|pr|pb|pl|m|mx|my|mt|mr|mb|ml)-/.exec(name);
  if (spacing) return spacing[1];
  // Longer names first: `gap-x-2` is not a `gap`, `justify-items-center` not a `justify`.
  const box =
    /^(size|w|h|min-w|max-w|min-h|max-h|gap-x|gap-y|gap|leading|tracking|justify-items|justify-self|justify|items|self)-/.exec(
      name,
    );
  if (box) return box[1];
  if (/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(name)) return 'font-weight';
  if (/^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/.test(name)) return 'rounded';
  if (TEXT_SIZES.test(name)) return 'text-size';
  if (name.startsWith('text-') && !TEXT_NOT_COLOUR.test(name)) return 'text-colour';
  if (name.startsWith('bg-') && !BG_NOT_COLOUR.test(name)) return 'bg-colour';
  if (name.startsWith('border-') && !BORDER_NOT_COLOUR.test(name)) return 'border-colour';
  if (SHADOW_SIZES.test(name)) return 'shadow';
  return null;
}

/** Families a later utility also overrides: `p-0` after `px-4`, `size-8` after `w-10`. */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
};

/** Everything before the last `:` outside brackets (`sm:hover:`), so `[&_svg]:size-4` keeps its selector. */
function split(token: string): [variants: string, utility: string] {
  let depth = 0;
  for (let i = token.length - 1; i >= 0; i -= 1) {
    const c = token[i];
    if (c === ']') depth += 1;
    else if (c === '[') depth -= 1;
    else if (c === ':' && depth === 0) return [token.slice(0, i + 1), token.slice(i + 1)];
  }
  return ['', token];
}

function mergeUtilities(joined: string): string {
  const tokens = joined.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const taken = new Set<string>();
  // From the last class to the first: a class is dropped when a later one already set its family.
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const [variants, rawUtility] = split(tokens[i]);
    const important = rawUtility.startsWith('!') || rawUtility.endsWith('!');
    const utility = rawUtility.replace(/^!|!$/g, '');
    const family = familyOf(utility);
    if (family === null) {
      kept.push(tokens[i]);
      continue;
    }
    const key = `${variants}${important ? '!' : ''}${family}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const covered of COVERS[family] ?? []) taken.add(`${variants}${important ? '!' : ''}${covered}`);
    kept.push(tokens[i]);
  }
  return kept.reverse().join(' ');
}
