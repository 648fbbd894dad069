import type { EntityClass } from '../../../database/entity-class.js';
import { ArticleComment } from './article-comment.entity.js';
import { ArticleLike } from './article-like.entity.js';
import { ArticleViewDay } from './article-view-day.entity.js';

/** Entities of the engagement module (owned here; database/entities.ts collects every module's list). */
export const ENGAGEMENT_ENTITIES: EntityClass[] = [ArticleLike, ArticleComment, ArticleViewDay];
