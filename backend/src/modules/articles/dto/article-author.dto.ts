import { UserSummaryDto } from '../../users/user-summary.js';

/** The author (or editor) of an article: the shared user summary, under the name the client knows. */
export class ArticleAuthorDto extends UserSummaryDto {}
