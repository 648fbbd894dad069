import { ModerationLog1795966803174 } from './1795966803174-ModerationLog.js';

/** Migrations added by the moderation-log module, each file in this folder named <timestamp>-<Name>.ts. */
export const MODERATION_LOG_MIGRATIONS = [ModerationLog1795966803174];
