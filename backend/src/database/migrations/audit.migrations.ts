import { AuditLog1795319644502 } from './1795319644502-AuditLog.js';

/** Migrations added by the audit module. */
export const AUDIT_MIGRATIONS = [AuditLog1795319644502];
