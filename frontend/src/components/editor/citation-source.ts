import type { ArticleReferenceInputDto } from '@/api/generated/types.gen';

export type CitationSource = ArticleReferenceInputDto;
export type StreamPlatform = NonNullable<ArticleReferenceInputDto['platform']>;

/** The platforms the server accepts, with their display names. */
export const STREAM_PLATFORMS: { value: StreamPlatform; label: string }[] = [
  { value: 'twitch', label: 'Twitch' },
  { value: 'kick', label: 'Kick' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'rumble', label: 'Rumble' },
];

export const TIMESTAMP_PATTERN = /^(?:\d{1,3}:[0-5]\d:[0-5]\d|[0-5]?\d:[0-5]\d)$/;
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The editor's own copy of the references being written, and how it adds one. */
export type CitationSupport = {
  references: CitationSource[];
  /** Adds a source and returns its number (its position, from 1). */
  add: (source: CitationSource) => number;
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** How a source reads in the dialog's list: its title, or "Twitch VOD 123 at 1:23:45". */
export function sourceLabel(source: CitationSource): string {
  if (source.kind === 'web') return source.title || source.url || 'Web source';
  const platform = STREAM_PLATFORMS.find((entry) => entry.value === source.platform)?.label ?? 'Stream';
  const type = source.videoType === 'clip' ? 'clip' : 'VOD';
  return `${platform} ${type} ${source.videoId ?? ''}${source.timestamp ? ` at ${source.timestamp}` : ''}`;
}
