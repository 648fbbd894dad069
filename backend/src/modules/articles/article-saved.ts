/* The public type file of the articles module for work that follows an article's save. */
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * Told when a writer publishes a new article or saves an edit, inside that write's transaction, so
 * whatever it changes commits with the article or not at all (e.g. the drafts module discards the
 * form's autosaved draft). Articles never import the modules that listen.
 */
export interface ArticleSavedListener {
  /** `formArticleId` is the form that was saved: null for the new-article form, else the edited article. */
  articleSaved(manager: EntityManager, writerId: string, formArticleId: number | null): Promise<void>;
}

/**
 * Marks a provider as an ArticleSavedListener; ArticleWriterService discovers every marked provider,
 * in class-name order.
 */
export const RegisterArticleSavedListener = DiscoveryService.createDecorator<void>();
