import type { EntityClass } from '../../../database/entity-class.js';
import { ArticleEditSuggestion } from './article-edit-suggestion.entity.js';
import { ArticleRevision } from './article-revision.entity.js';
import { ArticleSearchWord } from './article-search-word.entity.js';
import { Article } from './article.entity.js';

/** Entities of the articles module (owned here; database/entities.ts collects every module's list). */
export const ARTICLES_ENTITIES: EntityClass[] = [Article, ArticleRevision, ArticleSearchWord, ArticleEditSuggestion];
