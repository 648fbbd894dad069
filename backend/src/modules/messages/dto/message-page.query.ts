import { PageQueryOf } from '../../../common/pagination/page-query.js';

export const DEFAULT_MESSAGE_PAGE_SIZE = 30;

/** Cursor paging shared by the inbox lists: pass the previous page's nextCursor to get the next (older) page. */
export class MessagePageQuery extends PageQueryOf({ defaultLimit: DEFAULT_MESSAGE_PAGE_SIZE, maxLimit: 100 }) {}
