import { ModerationLog1795966803174 } from './1795966803174-ModerationLog.js';
import { ModerationLogSubjectKey1795977974963 } from './1795977974963-ModerationLogSubjectKey.js';

/** Migrations added by the moderation-log module, each file in this folder named <timestamp>-<Name>.ts. */
export const MODERATION_LOG_MIGRATIONS = [ModerationLog1795966803174, ModerationLogSubjectKey1795977974963];
