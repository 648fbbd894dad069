/**
 * The format of an article's references (citations): the fixed lists and limits the API validates and
 * the editor checks before saving, and how a reference reads ("Twitch VOD 123 at 1:23:45") and opens.
 */
export const REFERENCE_KINDS = ['web', 'stream'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Streaming platforms a stream source may name. */
export const STREAM_PLATFORMS = ['twitch', 'kick', 'youtube', 'tiktok', 'rumble'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];

/** How each platform is named to readers. */
export const STREAM_PLATFORM_NAMES: Record<StreamPlatform, string> = {
  twitch: 'Twitch',
  kick: 'Kick',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  rumble: 'Rumble',
};

export const STREAM_VIDEO_TYPES = ['vod', 'clip'] as const;
export type StreamVideoType = (typeof STREAM_VIDEO_TYPES)[number];

export const REFERENCES_MAX_COUNT = 100;
export const REFERENCE_URL_MAX_LENGTH = 2000;
export const REFERENCE_TITLE_MAX_LENGTH = 300;
export const REFERENCE_PUBLISHER_MAX_LENGTH = 200;
export const REFERENCE_VIDEO_ID_MAX_LENGTH = 100;

/** H:MM:SS (hours unbounded up to 3 digits) or M:SS / MM:SS. */
export const TIMESTAMP_PATTERN = /^(?:\d{1,3}:[0-5]\d:[0-5]\d|[0-5]?\d:[0-5]\d)$/;
/** Letters, digits, dash and underscore: VOD numbers, clip slugs, YouTube ids. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A calendar date (the day a web source was published). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** One stored reference (the JSON form of the article's and each revision's references column). */
export interface StoredReference {
  kind: ReferenceKind;
  url: string | null;
  title: string | null;
  publisher: string | null;
  date: string | null;
  platform: StreamPlatform | null;
  videoType: StreamVideoType | null;
  videoId: string | null;
  timestamp: string | null;
}

/** The fields a reference's label and link are made of (an unsaved source may leave some out). */
export type ReferenceParts = Pick<StoredReference, 'kind'> &
  Partial<Pick<StoredReference, 'url' | 'title' | 'platform' | 'videoType' | 'videoId' | 'timestamp'>>;

/** Seconds of an H:MM:SS or M:SS timestamp. */
export function timestampSeconds(timestamp: string): number {
  return timestamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

/**
 * Whether a reference's address is an absolute http(s) URL, as the URL parser reads it (so
 * `http:example.com` passes: the parser supplies the slashes). javascript:, data: and relative paths fail.
 */
export function isReferenceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** "Twitch VOD 123456 at 1:23:45" (stream) or the title, else the address (web). */
export function referenceLabel(reference: ReferenceParts): string {
  if (reference.kind === 'web') return reference.title ?? reference.url ?? '';
  const platform = reference.platform ? STREAM_PLATFORM_NAMES[reference.platform] : 'Stream';
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
export function streamLink(reference: ReferenceParts): string | null {
  const id = reference.videoId;
  const seconds = reference.timestamp ? timestampSeconds(reference.timestamp) : 0;
  if (reference.url) return reference.url;
  if (!id) return null;
  const encoded = encodeURIComponent(id);
  switch (reference.platform ?? null) {
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
