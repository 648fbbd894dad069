import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RegisterArticleSavedListener, type ArticleSavedListener } from '../articles/article-saved.js';
import { DraftsService } from './drafts.service.js';

/** Publishing or saving an article discards that form's autosaved draft, in the same transaction. */
@Injectable()
@RegisterArticleSavedListener()
export class DraftsArticleSavedListener implements ArticleSavedListener {
  constructor(private readonly drafts: DraftsService) {}

  articleSaved(manager: EntityManager, writerId: string, formArticleId: number | null): Promise<void> {
    return this.drafts.discard(writerId, formArticleId, manager);
  }
}
