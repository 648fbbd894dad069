/** The fixed lists and limits of article references (citations). */
export const REFERENCE_KINDS = ['web', 'stream'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Streaming platforms a stream source may name. */
export const STREAM_PLATFORMS = ['twitch', 'kick', 'youtube', 'tiktok', 'rumble'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];

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

/** Seconds of an H:MM:SS or M:SS timestamp. */
export function timestampSeconds(timestamp: string): number {
  return timestamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

/** Whether a string is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
