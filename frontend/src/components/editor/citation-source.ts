import { referenceLabel, STREAM_PLATFORM_NAMES, STREAM_PLATFORMS, type StreamPlatform } from '@irl/shared';
import type { ArticleReferenceInputDto } from '@/api/generated/types.gen';

export type CitationSource = ArticleReferenceInputDto;

/** The platforms the server accepts, with their display names, for the dialog's select. */
export const STREAM_PLATFORM_OPTIONS: { value: StreamPlatform; label: string }[] = STREAM_PLATFORMS.map((value) => ({
  value,
  label: STREAM_PLATFORM_NAMES[value],
}));

/** The editor's own copy of the references being written, and how it adds one. */
export type CitationSupport = {
  references: CitationSource[];
  /** Adds a source and returns its number (its position, from 1). */
  add: (source: CitationSource) => number;
};

/** How a source reads in the dialog's list: its title, or "Twitch VOD 123 at 1:23:45". */
export function sourceLabel(source: CitationSource): string {
  if (source.kind === 'web') return source.title || source.url || 'Web source';
  return referenceLabel(source);
}
