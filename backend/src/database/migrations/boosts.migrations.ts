import { ArticleBoosts1795457549416 } from './1795457549416-ArticleBoosts.js';

/** Migrations added by the boosts module, each file in this folder named <timestamp>-<Name>.ts. */
export const BOOSTS_MIGRATIONS = [ArticleBoosts1795457549416];
