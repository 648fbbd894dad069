import { ArticleBoosts1795457549416 } from './1795457549416-ArticleBoosts.js';
import { BoostRevocations1795931327704 } from './1795931327704-BoostRevocations.js';
import { CancelBoostsOfDeletedArticles1795990000000 } from './1795990000000-CancelBoostsOfDeletedArticles.js';

/** Migrations added by the boosts module, each file in this folder named <timestamp>-<Name>.ts. */
export const BOOSTS_MIGRATIONS = [
  ArticleBoosts1795457549416,
  BoostRevocations1795931327704,
  CancelBoostsOfDeletedArticles1795990000000,
];
