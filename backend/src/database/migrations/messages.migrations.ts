import { DirectMessages1795319933692 } from './1795319933692-DirectMessages.js';
import { DirectMessagesCreatedAtIndex1795520000000 } from './1795520000000-DirectMessagesCreatedAtIndex.js';

/** Migrations added by the messages module, each file in this folder named <timestamp>-<Name>.ts. */
export const MESSAGES_MIGRATIONS = [DirectMessages1795319933692, DirectMessagesCreatedAtIndex1795520000000];
