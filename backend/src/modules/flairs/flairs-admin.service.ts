import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminFlairDto, FlairOwnerDto } from './dto/flair.dto.js';
import type { CreateFlairDto, UpdateFlairDto } from './dto/flair-write.dto.js';
import type { Flair } from './entities/flair.entity.js';
import { toAdminFlairDto, toOwnerDto } from './flair.mapper.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsRepository, type FlairFields } from './flairs.repository.js';

/** The owners list shows this many owners, newest first. */
const OWNER_LIST_SIZE = 500;

/** The admins' Flair Management: create, edit and retire flairs, and see who owns them. Audited. */
@Injectable()
export class FlairsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FlairsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminFlairDto[]> {
    return (await this.repository.adminCatalogue()).map(toAdminFlairDto);
  }

  async create(adminId: string, body: CreateFlairDto): Promise<AdminFlairDto> {
    const fields: FlairFields = {
      ...body,
      price: body.price.toFixed(2),
      animationType: body.isAnimated ? (body.animationType ?? null) : null,
    };
    const flair = await this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const saved = await this.repository.insertFlair(manager, fields);
        await this.audit.record(
          { actorId: adminId, action: 'admin.flair.created', details: { flairId: saved.id, name: saved.name } },
          manager,
        );
        return saved;
      }),
    );
    return this.one(flair.id);
  }

  async update(adminId: string, id: number, body: UpdateFlairDto): Promise<AdminFlairDto> {
    await this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const current = await this.repository.findFlair(id, manager);
        if (!current) throw new NotFoundException(FlairErrors.notFound);
        const { retired, price, ...rest } = body;
        const isAnimated = rest.isAnimated ?? current.isAnimated;
        const animationType = rest.animationType !== undefined ? rest.animationType : current.animationType;
        if (isAnimated && !animationType) throw new BadRequestException(FlairErrors.animationRequired);
        const changes: Partial<FlairFields> & { retiredAt?: Date | null } = {
          ...rest,
          animationType: isAnimated ? animationType : null,
          ...(price !== undefined && { price: price.toFixed(2) }),
          ...(retired !== undefined &&
            retired !== (current.retiredAt !== null) && { retiredAt: retired ? new Date() : null }),
        };
        await this.repository.updateFlair(manager, id, changes);
        await this.audit.record(
          { actorId: adminId, action: 'admin.flair.updated', details: { flairId: id, changes: Object.keys(body) } },
          manager,
        );
      }),
    );
    return this.one(id);
  }

  async owners(id: number): Promise<FlairOwnerDto[]> {
    if (!(await this.repository.findFlair(id))) throw new NotFoundException(FlairErrors.notFound);
    return (await this.repository.ownersOf(id, OWNER_LIST_SIZE)).map(toOwnerDto);
  }

  private async one(id: number): Promise<AdminFlairDto> {
    const row = (await this.repository.adminCatalogue()).find((entry) => entry.flair.id === id);
    if (!row) throw new NotFoundException(FlairErrors.notFound);
    return toAdminFlairDto(row);
  }

  private async unique(write: () => Promise<Flair | void>): Promise<Flair> {
    try {
      return (await write()) as Flair;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(FlairErrors.nameTaken);
      throw error;
    }
  }
}
