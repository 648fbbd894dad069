import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface XssPayload {
  category: string;
  payload: string;
}

const TOKENS: Record<string, string> = { '{TAB}': '\t', '{LF}': '\n', '{CR}': '\r', '{FF}': '\f' };

/** Reads e2e/data/xss-payloads.txt: "## name" starts a category, "# " lines are comments. */
export function loadXssCorpus(): XssPayload[] {
  const file = fileURLToPath(new URL('../data/xss-payloads.txt', import.meta.url));
  const payloads: XssPayload[] = [];
  let category = 'uncategorised';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('## ')) category = line.slice(3).trim();
    else if (line !== '' && line !== '#' && !line.startsWith('# ')) {
      payloads.push({ category, payload: line.replace(/\{(TAB|LF|CR|FF)\}/g, (token) => TOKENS[token]) });
    }
  }
  return payloads;
}

/**
 * Packs payloads into texts of at most `max` characters, each starting with `label(index)`, so
 * that a field with a length limit carries as many as fit; a payload longer than the room left is
 * cut. Every payload lands in exactly one text.
 */
export function packPayloads(payloads: string[], max: number, label: (index: number) => string): string[] {
  const texts: string[] = [];
  let current = '';
  for (const payload of payloads) {
    const separator = ' ';
    if (current !== '' && current.length + separator.length + payload.length <= max) {
      current += separator + payload;
      continue;
    }
    if (current !== '') texts.push(current);
    const head = `${label(texts.length)} `;
    current = (head + payload).slice(0, max);
  }
  if (current !== '') texts.push(current);
  return texts;
}

/** Payloads split into groups of `size`. */
export function batches<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
