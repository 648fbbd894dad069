import { ArticleRevisionsAndSearch1795320087753 } from './1795320087753-ArticleRevisionsAndSearch.js';
import { ArticleEdits1795473265458 } from './1795473265458-ArticleEdits.js';
import { ArticleReferences1795490000000 } from './1795490000000-ArticleReferences.js';
import { ArticleEditSuggestions1795493950088 } from './1795493950088-ArticleEditSuggestions.js';
import { ArticleFeaturedPin1795493649703 } from './1795493649703-ArticleFeaturedPin.js';
import { ArticleTitleSearchIndex1795510000000 } from './1795510000000-ArticleTitleSearchIndex.js';
import { ArticleSearchWordsInTitle1795980029937 } from './1795980029937-ArticleSearchWordsInTitle.js';

/** Migrations added by the articles module, each file in this folder named <timestamp>-<Name>.ts. */
export const ARTICLES_MIGRATIONS = [
  ArticleRevisionsAndSearch1795320087753,
  ArticleEdits1795473265458,
  ArticleReferences1795490000000,
  ArticleFeaturedPin1795493649703,
  ArticleEditSuggestions1795493950088,
  ArticleTitleSearchIndex1795510000000,
  ArticleSearchWordsInTitle1795980029937,
];
