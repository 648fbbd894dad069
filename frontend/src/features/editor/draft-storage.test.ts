import { describe, expect, it } from 'vitest';
import type { ArticleDraftDto, ArticleReferenceInputDto } from '@/api/generated/types.gen';
import { draftFields, formValues, serverDraftFields } from './draft-storage';

const vod: ArticleReferenceInputDto = {
  kind: 'stream',
  url: null,
  title: null,
  publisher: null,
  date: null,
  platform: 'twitch',
  videoType: 'vod',
  videoId: '123456',
  timestamp: '1:23:45',
};

const serverDraft: ArticleDraftDto = {
  articleId: 4,
  title: 'Bonding rigs',
  excerpt: '',
  content: '<p>First cellular rig<sup data-cite="1">1</sup></p>',
  category: 'Technology',
  tags: 'hardware, irl',
  references: [vod],
  updatedAt: '2026-11-24T06:00:00.000Z',
};

describe('draft fields and cited sources', () => {
  it('saves the cited sources with the text', () => {
    const fields = draftFields(
      { title: 'T', excerpt: '', content: serverDraft.content, category: 'Technology', tags: [], references: [vod] },
      '',
    );
    expect(fields.references).toEqual([vod]);
  });

  it('restores the sources of a server draft, so its citation markers resolve', () => {
    const values = formValues(serverDraftFields(serverDraft));
    expect(values.references).toEqual([vod]);
    expect(values.tags).toEqual(['hardware', 'irl']);
  });

  it('leaves the sources out when the draft recorded none, so the article keeps its own', () => {
    const values = formValues(serverDraftFields({ ...serverDraft, references: null }));
    expect('references' in values).toBe(false);
    expect({ ...{ references: [vod] }, ...values }.references).toEqual([vod]);
  });
});
