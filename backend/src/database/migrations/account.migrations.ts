import { AccountSettings1795471504062 } from './1795471504062-AccountSettings.js';
import { DeletedPlaceholderIsNobody1795931583415 } from './1795931583415-DeletedPlaceholderIsNobody.js';

/** Migrations added by the account module (per-user settings, account deletion). */
export const ACCOUNT_MIGRATIONS = [AccountSettings1795471504062, DeletedPlaceholderIsNobody1795931583415];
