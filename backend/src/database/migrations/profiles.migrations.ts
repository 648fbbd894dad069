import { ProfilesAvatars1795319973228 } from './1795319973228-ProfilesAvatars.js';

/** Migrations added by the profiles module, each file in this folder named <timestamp>-<Name>.ts. */
export const PROFILES_MIGRATIONS = [ProfilesAvatars1795319973228];
