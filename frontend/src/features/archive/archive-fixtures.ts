import type { ArchiveEntryDto } from '@/api/generated/types.gen';

/** A full entry for the archive's component tests (typed: a fixture that drifts from the API fails the typecheck). */
export function buildArchiveEntry(overrides: Partial<ArchiveEntryDto> = {}): ArchiveEntryDto {
  return {
    id: 1,
    type: 'person',
    slug: 'justin-kan',
    name: 'Justin Kan',
    description: 'Co-founder of Justin.tv and the first lifecaster of the streaming era.',
    details: {
      akas: ['justin'],
      isStreamer: true,
      location: 'San Francisco, California',
      associatedWith: ['Emmett Shear', 'Nobody Listed'],
    },
    aliases: ['justin'],
    tags: ['lifecasting'],
    videos: [],
    links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
    photos: [],
    eventDate: null,
    relations: [
      {
        field: 'associatedWith',
        items: [
          { text: 'Emmett Shear', entry: { id: 2, type: 'person', slug: 'emmett-shear', name: 'Emmett Shear' } },
          { text: 'Nobody Listed', entry: null },
        ],
      },
    ],
    relatedEvents: [
      { id: 7, slug: 'justin-tv-goes-live', name: 'Justin.tv goes live', eventDate: '2007-03-19', role: 'participant' },
    ],
    createdBy: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}
