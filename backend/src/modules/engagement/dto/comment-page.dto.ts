import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { CommentDto, HeldCommentDto } from './comment.dto.js';

export class CommentPageDto extends CountedPageDtoOf(CommentDto, 'Number of comments of the article, over all pages', {
  items: 'Oldest first (newest last)',
  nextCursor: 'Pass as cursor to get the next (newer) page; null on the last page',
}) {}

export class HeldCommentPageDto extends CountedPageDtoOf(HeldCommentDto, 'Number of comments waiting for a moderator', {
  items: 'Oldest first',
  nextCursor: 'Pass as cursor to get the next page; null on the last page',
}) {}
