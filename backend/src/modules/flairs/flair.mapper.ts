import type { FlairBadgeDto } from '../users/flair-badge.js';
import { toUserSummary } from '../users/user-summary.js';
import type { AdminFlairApplicationDto, FlairApplicationDto } from './dto/flair-application.dto.js';
import type { AdminFlairDto, FlairDto, FlairOwnerDto, UserFlairDto } from './dto/flair.dto.js';
import type { FlairApplication } from './entities/flair-application.entity.js';
import type { Flair } from './entities/flair.entity.js';
import type { UserFlair } from './entities/user-flair.entity.js';
import type { BadgeFlair, FlairWithCounts } from './flairs.repository.js';

export function toFlairDto(flair: Flair): FlairDto {
  return {
    id: flair.id,
    name: flair.name,
    displayName: flair.displayName,
    description: flair.description,
    backgroundColor: flair.backgroundColor,
    textColor: flair.textColor,
    borderColor: flair.borderColor,
    pointCost: flair.pointCost,
    price: Number(flair.price),
    requiresApplication: flair.requiresApplication,
    isAnimated: flair.isAnimated,
    animationType: flair.isAnimated ? flair.animationType : null,
  };
}

export function toBadge(flair: BadgeFlair): FlairBadgeDto {
  return {
    key: `flair:${flair.id}`,
    flairId: flair.id,
    name: flair.name,
    displayName: flair.displayName,
    backgroundColor: flair.backgroundColor,
    textColor: flair.textColor,
    borderColor: flair.borderColor,
    isAnimated: flair.isAnimated,
    animationType: flair.isAnimated ? flair.animationType : null,
    builtIn: false,
  };
}

export function toUserFlairDto(userFlair: UserFlair & { flair: Flair }): UserFlairDto {
  return {
    flair: toFlairDto(userFlair.flair),
    flairId: userFlair.flairId,
    isActive: userFlair.isActive,
    purchasedAt: userFlair.purchasedAt.toISOString(),
  };
}

export function toAdminFlairDto({ flair, ownerCount, pendingApplications }: FlairWithCounts): AdminFlairDto {
  return {
    ...toFlairDto(flair),
    retired: flair.retiredAt !== null,
    ownerCount,
    pendingApplications,
    createdAt: flair.createdAt.toISOString(),
  };
}

export function toOwnerDto(row: UserFlair): FlairOwnerDto {
  if (!row.user) throw new Error('toOwnerDto needs the user relation');
  return {
    user: toUserSummary(row.user),
    isActive: row.isActive,
    source: row.source,
    purchasedAt: row.purchasedAt.toISOString(),
  };
}

export function toApplicationDto(application: FlairApplication & { flair: Flair }): FlairApplicationDto {
  return {
    id: application.id,
    flairId: application.flairId,
    flair: toFlairDto(application.flair),
    status: application.status,
    applicantName: application.applicantName,
    reasonNote: application.reasonNote,
    proofLinks: application.proofLinks,
    mediaProof: application.mediaProof,
    reviewReason: application.reviewReason,
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    nextApplicationAt: application.retryAfter?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
  };
}

export function toAdminApplicationDto(application: FlairApplication): AdminFlairApplicationDto {
  const { flair, user, reviewer } = application;
  if (!flair || !user) throw new Error('toAdminApplicationDto needs the flair and user relations');
  return {
    ...toApplicationDto({ ...application, flair }),
    applicant: toUserSummary(user),
    reviewer: reviewer ? toUserSummary(reviewer) : null,
  };
}
