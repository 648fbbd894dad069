/* The public type file of the articles module for work that must happen when an article is deleted. */
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * Told just before an article row is deleted, whoever deletes it (its author, an admin, a report's
 * outcome), inside that deletion's transaction: what a listener changes commits with the deletion or
 * not at all (e.g. the boosts module cancels the article's pending boosts and returns their points).
 * The article row still exists and is locked. Articles never import the modules that listen.
 */
export interface ArticleDeletedListener {
  articleDeleting(manager: EntityManager, articleId: number): Promise<void>;
}

/** Marks a provider as an ArticleDeletedListener; ArticleWriterService discovers every marked provider. */
export const RegisterArticleDeletedListener = DiscoveryService.createDecorator<void>();
