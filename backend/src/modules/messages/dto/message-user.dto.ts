import { UserSummaryDto } from '../../users/user-summary.js';

/** The other party of a conversation: the shared user summary, under the name the client knows. */
export class MessageUserDto extends UserSummaryDto {}
