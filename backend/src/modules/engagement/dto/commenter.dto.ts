import { UserSummaryDto } from '../../users/user-summary.js';

/** The author of a comment: the shared user summary, under the name the client knows. */
export class CommenterDto extends UserSummaryDto {}
