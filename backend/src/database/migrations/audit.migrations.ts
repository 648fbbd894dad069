import { AuditNotes1795967363313 } from './1795967363313-AuditNotes.js';
import { AuditLog1795319644502 } from './1795319644502-AuditLog.js';
import { AuditLogWithoutWords1795931583414 } from './1795931583414-AuditLogWithoutWords.js';

/** Migrations added by the audit module. */
export const AUDIT_MIGRATIONS = [AuditLog1795319644502, AuditLogWithoutWords1795931583414, AuditNotes1795967363313];
