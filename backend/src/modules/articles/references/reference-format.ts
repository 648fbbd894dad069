import type { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';
import type { ArticleReferenceDto } from '../dto/article-reference.dto.js';
import {
  timestampSeconds,
  type StoredReference,
  type StreamPlatform,
} from '../../../common/references/reference-rules.js';

const PLATFORM_NAMES: Record<StreamPlatform, string> = {
  twitch: 'Twitch',
  kick: 'Kick',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  rumble: 'Rumble',
};

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

/** "Twitch VOD 123456 at 1:23:45" (stream) or the title (web). */
export function referenceLabel(reference: StoredReference): string {
  if (reference.kind === 'web') return reference.title ?? reference.url ?? '';
  const platform = reference.platform ? PLATFORM_NAMES[reference.platform] : 'Stream';
  const type = reference.videoType === 'clip' ? 'clip' : 'VOD';
  const at = reference.timestamp ? ` at ${reference.timestamp}` : '';
  return `${platform} ${type} ${reference.videoId ?? ''}${at}`;
}

/** Twitch's ?t= form: 1h23m45s. */
function twitchTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}h${m}m${s}s`;
}

/**
 * Where a stream source opens, at its timestamp when the platform's address allows it. Only the
 * platforms whose video address follows from the id alone are derived; the others need a URL.
 */
export function streamLink(reference: StoredReference): string | null {
  const id = reference.videoId;
  const seconds = reference.timestamp ? timestampSeconds(reference.timestamp) : 0;
  if (reference.url) return reference.url;
  if (!id) return null;
  const encoded = encodeURIComponent(id);
  switch (reference.platform) {
    case 'twitch':
      if (reference.videoType === 'clip') return `https://clips.twitch.tv/${encoded}`;
      return `https://www.twitch.tv/videos/${encoded}${seconds ? `?t=${twitchTime(seconds)}` : ''}`;
    case 'youtube':
      return `https://www.youtube.com/watch?v=${encoded}${seconds ? `&t=${seconds}s` : ''}`;
    // Their video addresses need the channel (Kick, TikTok) or a slug (Rumble): only a given URL works.
    case 'kick':
    case 'tiktok':
    case 'rumble':
    case null:
      return null;
  }
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
