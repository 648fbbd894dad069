import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import { toAdminBadgeDto } from './badge.mapper.js';
import { BadgeErrors } from './badges.errors.js';
import { BadgesRepository } from './badges.repository.js';
import type { AdminBadgeDto, CreateBadgeDto, UpdateBadgeDto } from './dto/badge.dto.js';
import type { Badge } from './entities/badge.entity.js';

const NAME_INDEX = 'UQ_badges_name_lower';
/** A concurrent create can take the slug picked here; the next try picks the next free one. */
const SLUG_ATTEMPTS = 3;

/**
 * The admins' badge catalogue: new badges (awarded by hand; rules are code), edits of the name,
 * description and icon, and retirement (a retired badge is awarded no more; holders keep it). Every
 * change is audited in its transaction; a name another badge has, whatever its case, is a 409.
 */
@Injectable()
export class BadgeCatalogueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BadgesRepository,
    private readonly audit: AuditService,
  ) {}

  async create(adminId: string, body: CreateBadgeDto): Promise<AdminBadgeDto> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const badge = await this.dataSource.transaction(async (manager) => {
          const saved = await this.repository.insertBadge(manager, {
            slug: await this.freeSlug(slugBase(body.name), manager),
            name: body.name,
            description: body.description,
            icon: body.icon,
          });
          await this.audit.record(
            {
              actorId: adminId,
              action: 'admin.badge.created',
              details: { badgeId: saved.id, slug: saved.slug, name: saved.name },
            },
            manager,
          );
          return saved;
        });
        return this.one(badge.id);
      } catch (error) {
        if (isNameTaken(error)) throw new ConflictException(BadgeErrors.nameTaken);
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  async update(adminId: string, id: number, body: UpdateBadgeDto): Promise<AdminBadgeDto> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const current = await this.repository.lockBadge(id, manager);
        if (!current) throw new NotFoundException(BadgeErrors.notFound);
        const { retired, ...fields } = body;
        const retirement = retirementChange(current, retired);
        await this.repository.updateBadge(manager, id, { ...fields, ...retirement });
        await this.audit.record(
          {
            actorId: adminId,
            action: auditActionOf(retirement),
            details: { badgeId: id, slug: current.slug, name: body.name ?? current.name, changes: Object.keys(body) },
          },
          manager,
        );
      });
    } catch (error) {
      if (isNameTaken(error)) throw new ConflictException(BadgeErrors.nameTaken);
      throw error;
    }
    return this.one(id);
  }

  private async one(id: number): Promise<AdminBadgeDto> {
    const row = (await this.repository.catalogueWithCounts()).find((entry) => entry.badge.id === id);
    if (!row) throw new NotFoundException(BadgeErrors.notFound);
    return toAdminBadgeDto(row);
  }

  private async freeSlug(base: string, manager: EntityManager): Promise<string> {
    const taken = await this.repository.slugsLike(base, manager);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** The stable key of a new badge, from its name: lower-case ASCII letters and digits joined by dashes. */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  return slug || 'badge';
}

/** The retiredAt change a `retired` flag asks for, if it changes anything. */
function retirementChange(current: Badge, retired: boolean | undefined): { retiredAt?: Date | null } {
  if (retired === undefined || retired === (current.retiredAt !== null)) return {};
  return { retiredAt: retired ? new Date() : null };
}

function auditActionOf(retirement: {
  retiredAt?: Date | null;
}): 'admin.badge.updated' | 'admin.badge.retired' | 'admin.badge.restored' {
  if (retirement.retiredAt === undefined) return 'admin.badge.updated';
  return retirement.retiredAt ? 'admin.badge.retired' : 'admin.badge.restored';
}

function isNameTaken(error: unknown): boolean {
  return isUniqueViolation(error) && error.driverError.constraint === NAME_INDEX;
}
