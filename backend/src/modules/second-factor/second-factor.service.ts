import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { AuditService } from '../audit/audit.service.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';
import type { UserRecord } from '../users/user-record.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { isRootUser } from '../users/root-user.js';
import { UserRole } from '../users/user-role.js';
import type { SecondFactorStatusDto } from './dto/second-factor.dto.js';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isLegacyHash,
  looksLikeTotp,
  newRecoveryCodes,
  recoveryCodeCandidates,
  recoveryCodeKey,
  secondFactorKey,
} from './second-factor-crypto.js';
import { SecondFactorErrorCode, SecondFactorErrors } from './second-factor.errors.js';
import { SecondFactorRepository } from './second-factor.repository.js';

declare module 'express-session' {
  interface SessionData {
    /** Set once this session entered a valid second-factor code (a new sign-in starts a new session). */
    secondFactorVerified?: boolean;
  }
}

const ISSUER = 'IRL Stream History';
/** Wrong codes allowed per admin in the window below before every try is refused. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** One 30-second step either side, for clocks that drift a little. */
const EPOCH_TOLERANCE_SECONDS = 30;

/**
 * TOTP second factor for admins (otplib). Enrolment: a secret (stored encrypted, never shown again)
 * confirmed with a first code, which also hands out ten one-time recovery codes (stored hashed).
 * Each session of an enrolled admin, or of any admin while the security settings require it,
 * must pass the second factor before it acts as an admin (ActingUserService). The development ROOT
 * sign-in is exempt: it exists only on this machine and never in production.
 */
@Injectable()
export class SecondFactorService {
  private readonly key: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SecondFactorRepository,
    private readonly security: SecuritySettingsService,
    private readonly audit: AuditService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {
    this.key = secondFactorKey(env.SESSION_SECRET);
    this.recoveryKey = recoveryCodeKey(env.SESSION_SECRET);
  }

  /** What this session still needs before admin operations, and what is left of the recovery codes. */
  async statusOf(user: SessionUser | undefined, req: Request): Promise<SecondFactorStatusDto> {
    const required = this.security.requires2FA();
    const none = { enrolled: false, required, recoveryCodesLeft: 0, recoveryCodesOutdated: false };
    if (!user || user.role !== UserRole.Admin || isRootUser(user.id)) return { ...none, state: 'off' };
    const factor = await this.repository.find(user.id);
    const enrolled = Boolean(factor?.confirmedAt);
    const codes = enrolled ? (factor?.recoveryCodeHashes ?? []) : [];
    const facts = {
      enrolled,
      required,
      recoveryCodesLeft: codes.length,
      recoveryCodesOutdated: codes.some(isLegacyHash),
    };
    if (req.session?.secondFactorVerified) return { ...facts, state: 'verified' };
    if (enrolled) return { ...facts, state: 'verify' };
    return { ...facts, state: required ? 'enrol' : 'off' };
  }

  /**
   * What an admin's session still needs before it may act as an admin: 'verify', 'enrol', or null when
   * nothing (any other account, ROOT, or a session that passed). Read on every request of an admin, so a
   * passed session costs no query.
   */
  async pendingStepOf(account: UserRecord, req: Request): Promise<'verify' | 'enrol' | null> {
    if (account.role !== UserRole.Admin || isRootUser(account.id) || req.session?.secondFactorVerified) return null;
    const { state } = await this.statusOf(account, req);
    return state === 'verify' || state === 'enrol' ? state : null;
  }

  /** The 403 (with its code, for the SPA's prompt) for an admin operation while a step is pending. */
  refusalFor(pending: 'verify' | 'enrol'): ForbiddenException {
    return pending === 'verify'
      ? new ForbiddenException({
          message: SecondFactorErrors.verificationRequired,
          code: SecondFactorErrorCode.VerificationRequired,
        })
      : new ForbiddenException({
          message: SecondFactorErrors.enrolmentRequired,
          code: SecondFactorErrorCode.EnrolmentRequired,
        });
  }

  async startEnrolment(user: UserRecord): Promise<{ secret: string; otpauthUrl: string }> {
    this.assertCanEnrol(user);
    const secret = generateSecret();
    if (!(await this.repository.savePending(user.id, encryptSecret(this.key, secret))))
      throw new ConflictException(SecondFactorErrors.alreadyEnrolled);
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.username, secret });
    return { secret, otpauthUrl };
  }

  /** Confirms a pending enrolment with a first code; this session counts as verified. */
  async confirmEnrolment(user: UserRecord, req: Request, code: string): Promise<string[]> {
    this.assertCanEnrol(user);
    await this.assertNotLockedOut(user.id);
    const recoveryCodes = newRecoveryCodes();
    const accepted = await this.dataSource.transaction(async (manager) => {
      const factor = await this.repository.findForUpdate(manager, user.id);
      if (!factor) throw new BadRequestException(SecondFactorErrors.noPendingEnrolment);
      if (factor.confirmedAt) throw new ConflictException(SecondFactorErrors.alreadyEnrolled);
      const step = await this.matchingStep(factor.secretEncrypted, code, null);
      if (step === null) return false;
      await this.repository.confirm(
        manager,
        user.id,
        step,
        recoveryCodes.map((code) => hashRecoveryCode(this.recoveryKey, code)),
      );
      await this.audit.record(
        { actorId: user.id, targetUserId: user.id, action: 'second-factor.enrolled', details: {} },
        manager,
      );
      return true;
    });
    if (!accepted) return this.wrongCode(user.id);
    await this.markVerified(req);
    return recoveryCodes;
  }

  /** Checks a code (or spends a recovery code) and marks this session verified. */
  async verify(user: UserRecord, req: Request, code: string): Promise<void> {
    if (user.role !== UserRole.Admin) throw new ForbiddenException(SecondFactorErrors.adminsOnly);
    await this.assertNotLockedOut(user.id);
    const accepted = await this.dataSource.transaction(async (manager) => {
      const factor = await this.repository.findForUpdate(manager, user.id);
      if (!factor?.confirmedAt) throw new NotFoundException(SecondFactorErrors.notEnrolled);
      let how: 'totp' | 'recovery-code';
      if (looksLikeTotp(code)) {
        const step = await this.matchingStep(factor.secretEncrypted, code, factor.lastUsedStep);
        if (step === null) return false;
        await this.repository.useStep(manager, user.id, step);
        how = 'totp';
      } else {
        const candidates = recoveryCodeCandidates(this.recoveryKey, code);
        if (!(await this.repository.spendRecoveryCode(manager, user.id, candidates))) return false;
        how = 'recovery-code';
      }
      await this.audit.record(
        { actorId: user.id, targetUserId: user.id, action: 'second-factor.verified', details: { how } },
        manager,
      );
      return true;
    });
    if (!accepted) return this.wrongCode(user.id);
    await this.redis.del(this.failureKey(user.id));
    await this.markVerified(req);
  }

  /** Turns the admin's own second factor off (only from a verified session). */
  async disable(user: UserRecord, req: Request): Promise<void> {
    await this.assertVerifiedSession(user, req);
    await this.dataSource.transaction(async (manager) => {
      await this.repository.remove(user.id, manager);
      await this.audit.record(
        { actorId: user.id, targetUserId: user.id, action: 'second-factor.removed', details: {} },
        manager,
      );
    });
  }

  /** Ten new recovery codes in place of every old one (only from a verified session); shown once. */
  async regenerateRecoveryCodes(user: UserRecord, req: Request): Promise<string[]> {
    await this.assertVerifiedSession(user, req);
    const recoveryCodes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const hashes = recoveryCodes.map((code) => hashRecoveryCode(this.recoveryKey, code));
      await this.repository.replaceRecoveryCodes(manager, user.id, hashes);
      await this.audit.record(
        { actorId: user.id, targetUserId: user.id, action: 'second-factor.recovery-codes-replaced', details: {} },
        manager,
      );
    });
    return recoveryCodes;
  }

  private async assertVerifiedSession(user: UserRecord, req: Request): Promise<void> {
    const status = await this.statusOf(user, req);
    if (!status.enrolled) throw new NotFoundException(SecondFactorErrors.notEnrolled);
    if (status.state !== 'verified') throw this.refusalFor('verify');
  }

  private assertCanEnrol(user: UserRecord): void {
    if (isRootUser(user.id)) throw new BadRequestException(SecondFactorErrors.rootExempt);
    if (user.role !== UserRole.Admin) throw new ForbiddenException(SecondFactorErrors.adminsOnly);
  }

  /** The time step the code matches (never one already used), or null. */
  private async matchingStep(
    secretEncrypted: string,
    code: string,
    lastUsedStep: string | null,
  ): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!looksLikeTotp(token)) return null;
    const result = await verify({
      secret: decryptSecret(this.key, secretEncrypted),
      token,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(lastUsedStep !== null && { afterTimeStep: Number(lastUsedStep) }),
    });
    // TOTP results carry the matched time step (HOTP ones, the other half of the union, do not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private failureKey(userId: string): string {
    return `${this.env.BULLMQ_PREFIX}:second-factor-failures:${userId}`;
  }

  private async assertNotLockedOut(userId: string): Promise<void> {
    const failures = Number((await this.redis.get(this.failureKey(userId))) ?? 0);
    if (failures >= SECOND_FACTOR_MAX_FAILURES)
      throw new HttpException(SecondFactorErrors.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async wrongCode(userId: string): Promise<never> {
    const key = this.failureKey(userId);
    const failures = await this.redis.incr(key);
    if (failures === 1) await this.redis.expire(key, FAILURE_WINDOW_SECONDS);
    throw new ValidationFailedException(
      [{ field: 'code', reason: SecondFactorErrors.wrongCode }],
      SecondFactorErrors.wrongCode,
    );
  }

  private markVerified(req: Request): Promise<void> {
    req.session.secondFactorVerified = true;
    return new Promise<void>((resolve, reject) =>
      req.session.save((error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error('Could not save the session')) : resolve(),
      ),
    );
  }
}
