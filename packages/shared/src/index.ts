// The rules the API, the worker and the SPA must agree on. Pure TypeScript: no Node or DOM API but URL.
export * from './article-categories.js';
export * from './article-html.js';
export * from './archive-types.js';
export * from './display-name.js';
export * from './moderation.js';
export * from './references.js';
export * from './reports.js';
export * from './submission-rules.js';
