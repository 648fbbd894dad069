import { BADGE_RULES, MANUAL_BADGE_CRITERIA } from './badge-rules.js';
import type { AdminBadgeDto, BadgeDto, UserBadgeDto } from './dto/badge.dto.js';
import type { Badge } from './entities/badge.entity.js';
import type { BadgeWithCount, HeldBadgeRow } from './badges.repository.js';

export function toBadgeDto(badge: Badge): BadgeDto {
  const rule = badge.rule ? BADGE_RULES[badge.rule] : undefined;
  return {
    id: badge.id,
    slug: badge.slug,
    name: badge.name,
    description: badge.description,
    icon: badge.icon,
    automatic: rule !== undefined,
    criteria: rule?.criteria ?? MANUAL_BADGE_CRITERIA,
  };
}

export function toAdminBadgeDto({ badge, holderCount }: BadgeWithCount): AdminBadgeDto {
  return { ...toBadgeDto(badge), holderCount, retired: badge.retiredAt !== null };
}

export function toUserBadgeDto(row: HeldBadgeRow): UserBadgeDto {
  return { ...toBadgeDto(row.badge), awardedAt: row.awardedAt.toISOString(), source: row.source };
}
