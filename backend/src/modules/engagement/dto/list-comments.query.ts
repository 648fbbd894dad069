import { PageQueryOf } from '../../../common/pagination/page-query.js';

export const DEFAULT_COMMENT_PAGE_SIZE = 50;
export const MAX_COMMENT_PAGE_SIZE = 100;

export class ListCommentsQuery extends PageQueryOf({
  defaultLimit: DEFAULT_COMMENT_PAGE_SIZE,
  maxLimit: MAX_COMMENT_PAGE_SIZE,
}) {}

export class ListHeldCommentsQuery extends PageQueryOf({ defaultLimit: 20, maxLimit: MAX_COMMENT_PAGE_SIZE }) {}
