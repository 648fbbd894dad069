import { referenceLabel, streamLink, type StoredReference } from '@irl/shared';
import type { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';
import type { ArticleReferenceDto } from '../dto/article-reference.dto.js';

/** The stored form of a validated input: only the fields of its kind, blanks as null. */
export function toStoredReference(input: ArticleReferenceInputDto): StoredReference {
  if (input.kind === 'web') {
    return {
      kind: 'web',
      url: input.url ?? null,
      title: input.title ?? null,
      publisher: input.publisher ?? null,
      date: input.date ?? null,
      platform: null,
      videoType: null,
      videoId: null,
      timestamp: null,
    };
  }
  return {
    kind: 'stream',
    url: input.url ?? null,
    title: input.title ?? null,
    publisher: input.publisher ?? null,
    date: input.date ?? null,
    platform: input.platform ?? null,
    videoType: input.videoType ?? 'vod',
    videoId: input.videoId ?? null,
    timestamp: input.timestamp ?? null,
  };
}

export function toReferenceDto(reference: StoredReference, index: number): ArticleReferenceDto {
  return {
    number: index + 1,
    kind: reference.kind,
    url: reference.url,
    title: reference.title,
    publisher: reference.publisher,
    date: reference.date,
    platform: reference.platform,
    videoType: reference.videoType,
    videoId: reference.videoId,
    timestamp: reference.timestamp,
    label: referenceLabel(reference),
    link: reference.kind === 'web' ? reference.url : streamLink(reference),
  };
}

/** One line per reference, for the revision diff ("[2] Twitch VOD 123 at 1:02:03 <link>"). */
export function referenceLines(references: readonly StoredReference[]): string[] {
  return references.map((reference, index) => {
    const dto = toReferenceDto(reference, index);
    const extra = [reference.publisher, reference.date].filter(Boolean).join(', ');
    return `[${dto.number}] ${dto.label}${extra ? ` (${extra})` : ''}${dto.link ? ` ${dto.link}` : ''}`;
  });
}

/** The citation numbers a sanitised body uses, in order of first appearance. */
export function citedNumbers(html: string): number[] {
  const numbers = new Set<number>();
  for (const match of html.matchAll(/<sup data-cite="(\d+)">/g)) numbers.add(Number(match[1]));
  return [...numbers];
}
