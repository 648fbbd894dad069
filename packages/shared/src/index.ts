// The rules the API, the worker and the SPA must agree on. Pure TypeScript: no Node or DOM API but URL.
// The personal-information check is its own entry (`@irl/shared/personal-information`): it carries
// libphonenumber's metadata, which the SPA loads only when someone writes.
export * from './article-categories.js';
export * from './article-html.js';
export * from './archive-types.js';
export * from './display-name.js';
export * from './moderation.js';
export * from './references.js';
export * from './reports.js';
export * from './submission-rules.js';
export * from './points-rules.js';
