import { Communications1795459587050 } from './1795459587050-Communications.js';

/** Migrations added by the communications module (announcements, e-mail templates, mass messages). */
export const COMMUNICATIONS_MIGRATIONS = [Communications1795459587050];
