import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import { setSignInLimiting } from '../../common/throttling/rate-limits.js';
import { AuditService } from '../audit/audit.service.js';
import { DEFAULT_SESSION_TIMEOUT, type SecuritySettingsDto } from './dto/security-settings.dto.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserRole } from '../users/user-role.js';
import { commentHoldReason, type CommentHoldReason } from './comment-holds.js';

/** One JSON row of site_settings, kept by the settings module. */
const SECURITY_SETTINGS_KEY = 'security';

export const DEFAULT_SECURITY_SETTINGS: SecuritySettingsDto = {
  require2FA: false,
  loginAttemptLimiting: true,
  // 24 hours of inactivity by default.
  sessionTimeout: DEFAULT_SESSION_TIMEOUT,
  autoModerate: false,
  requireApproval: false,
};

/** Re-read this often so a change made through another API process applies here too. */
const REFRESH_MS = 10_000;
/** Recording activity on every request would write the session row each time; once a minute is enough. */
const ACTIVITY_WRITE_MS = 60_000;

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the last request seen on this session (for the idle timeout). */
    lastActiveAt?: number;
  }
}

/**
 * The admin's security settings, held in memory (refreshed every 10 s) because every request reads
 * them: the session guard applies the idle timeout, the throttler the sign-in limit.
 */
@Injectable()
export class SecuritySettingsService implements OnModuleInit, OnModuleDestroy {
  private current: SecuritySettingsDto = DEFAULT_SECURITY_SETTINGS;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async refresh(): Promise<SecuritySettingsDto> {
    const stored = await this.settings.read(SECURITY_SETTINGS_KEY);
    this.apply({ ...DEFAULT_SECURITY_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) });
    return this.current;
  }

  get(): Promise<SecuritySettingsDto> {
    return this.refresh();
  }

  async save(settings: SecuritySettingsDto, adminId: string): Promise<SecuritySettingsDto> {
    const previous = await this.refresh();
    const next: SecuritySettingsDto = {
      require2FA: settings.require2FA,
      loginAttemptLimiting: settings.loginAttemptLimiting,
      sessionTimeout: settings.sessionTimeout,
      autoModerate: settings.autoModerate,
      requireApproval: settings.requireApproval,
    };
    await this.settings.write(SECURITY_SETTINGS_KEY, next, adminId);
    await this.audit.record({
      actorId: adminId,
      action: 'admin.security-settings.updated',
      details: { previous, next },
    });
    this.apply(next);
    return next;
  }

  /** Whether every admin must pass a second factor (read on admin requests, so from memory). */
  requires2FA(): boolean {
    return this.current.require2FA;
  }

  /**
   * False when the session has been idle longer than sessionTimeout; otherwise records the activity
   * (at most once a minute, saved with the session by express-session).
   */
  touchSession(req: Request): boolean {
    const now = Date.now();
    const last = req.session.lastActiveAt;
    if (last !== undefined && now - last > this.current.sessionTimeout * 60_000) return false;
    if (last === undefined || now - last > ACTIVITY_WRITE_MS) req.session.lastActiveAt = now;
    return true;
  }

  /** Whether a new comment by `author` waits for a moderator, and why (null: published at once). */
  commentHoldReason(author: { role: UserRole; createdAt: Date }, content: string): CommentHoldReason | null {
    return commentHoldReason(this.current, author, content);
  }

  private apply(settings: SecuritySettingsDto): void {
    this.current = settings;
    setSignInLimiting(settings.loginAttemptLimiting);
  }
}
