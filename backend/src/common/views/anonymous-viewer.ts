/**
 * Viewer keys of signed-out visitors in article_view_days start with this (members' keys are user ids).
 * Shared by the engagement module, which writes them, and the trending score, which weighs them less.
 */
export const ANONYMOUS_VIEWER_KEY_PREFIX = 'anon:';
