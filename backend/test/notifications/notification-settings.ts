import { as, type Actor } from '../articles/article-fixtures.js';
import type { TestApp } from '../utils/test-app.js';

/**
 * Saves `actor`'s e-mail choices as the settings page does (it sends every choice): the site's defaults
 * with `changes`. Returns the request, for the caller's expectation.
 */
export function saveNotificationSettings(t: TestApp, actor: Actor, changes: Record<string, unknown> = {}) {
  return as(t, actor)
    .put('/api/settings/notifications')
    .send({
      accountChanges: true,
      messages: true,
      articles: true,
      digest: false,
      marketing: false,
      frequency: 'instant',
      ...changes,
    });
}
