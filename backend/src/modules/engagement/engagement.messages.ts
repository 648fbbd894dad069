/** Messages of the engagement module's answers (the spec's wording where it has one). */
export const ARTICLE_NOT_FOUND = 'Article Not Found';
export const COMMENT_NOT_FOUND = 'Comment Not Found';
export const EMPTY_COMMENT_MESSAGE = 'Please write a comment before posting.';
export const COMMENT_TOO_LONG_MESSAGE = 'A comment can be at most 5000 characters long.';
export const COMMENT_CONTROL_CHARACTERS_MESSAGE = 'A comment cannot contain control characters.';
export const DELETE_OTHERS_COMMENT_MESSAGE = 'You can only delete your own comments.';
