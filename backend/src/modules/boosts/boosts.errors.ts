import { ArticleErrors } from '../articles/articles.errors.js';
import { BOOST_PRICE_POINTS } from './boost-rules.js';

/** The boosts module's error messages, named once. */
export const BoostErrors = {
  articleNotFound: ArticleErrors.notFound,
  ownArticlesOnly: 'You can only boost your own articles.',
  insufficientPoints: `Insufficient points to boost this article: a boost costs ${BOOST_PRICE_POINTS} points.`,
  alreadyQueued: 'This article already has a boost that is active or waiting in the queue.',
  queueFull: 'The boost queue is full. Please try again once the current boost ends.',
} as const;
