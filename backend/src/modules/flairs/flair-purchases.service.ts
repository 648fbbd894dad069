import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PointsService } from '../points/points.service.js';
import { UsersService } from '../users/users.service.js';
import type { FlairPurchaseResultDto } from './dto/flair.dto.js';
import { FlairSource } from './entities/user-flair.entity.js';
import { toUserFlairDto } from './flair.mapper.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsRepository } from './flairs.repository.js';

/** Ledger reason of a flair bought with points. */
export const FLAIR_PURCHASE_REASON = 'flair.purchased';

/**
 * Buying a flair with points. One transaction: the owned-flair row (its unique key refuses a
 * second copy, also when two purchases race) and the ledger entry through PointsService (whose
 * conditional update refuses to go below 0, also under concurrent purchases) commit together or not
 * at all, so the balance always equals the ledger's sum.
 */
@Injectable()
export class FlairPurchasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FlairsRepository,
    private readonly points: PointsService,
    private readonly users: UsersService,
  ) {}

  async purchase(userId: string, flairId: number): Promise<FlairPurchaseResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const flair = await this.repository.findFlair(flairId, manager);
      if (!flair || flair.retiredAt) throw new NotFoundException(FlairErrors.notFound);
      if (flair.requiresApplication) throw new BadRequestException(FlairErrors.requiresApplication);
      if (!(await this.repository.insertUserFlair(manager, userId, flair.id, FlairSource.Purchase))) {
        throw new ConflictException(FlairErrors.alreadyOwned);
      }
      let availablePoints: number;
      if (flair.pointCost > 0) {
        try {
          const entry = await this.points.apply(manager, {
            userId,
            delta: -flair.pointCost,
            reason: FLAIR_PURCHASE_REASON,
            reference: `flair:${flair.id}`,
          });
          availablePoints = entry.balanceAfter;
        } catch (error) {
          if (error instanceof BadRequestException) throw new BadRequestException(FlairErrors.insufficientPoints);
          throw error;
        }
      } else {
        availablePoints = (await this.users.findById(userId, manager))?.availablePoints ?? 0;
      }
      const owned = await this.repository.findUserFlair(userId, flair.id, manager);
      return { userFlair: toUserFlairDto({ ...owned!, flair }), availablePoints };
    });
  }
}
