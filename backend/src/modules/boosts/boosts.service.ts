import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { pageLimit } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { decodeIdCursor, encodeIdCursor } from '../../common/pagination/cursor.js';
import { ArticlesService } from '../articles/articles.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PointsErrors } from '../points/points.errors.js';
import { PointsService } from '../points/points.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { toUserSummary } from '../users/user-summary.js';
import {
  BOOST_AUDIT_ACTION,
  BOOST_DURATION_HOURS,
  BOOST_PRICE_POINTS,
  BOOST_QUEUE_LIMIT,
  BOOST_SPEND_REASON,
} from './boost-rules.js';
import { BoostErrors } from './boosts.errors.js';
import { BoostsRepository, type BoostRow } from './boosts.repository.js';
import {
  BoostStatusDto,
  type BoostDto,
  type BoostPurchaseDto,
  type BoostQueueDto,
  type FeaturedBoostDto,
  type MyBoostsPageDto,
} from './dto/boost.dto.js';
import type { ListMyBoostsQuery } from './dto/list-my-boosts.query.js';

/**
 * Boosts: a writer spends points so one of their own articles holds the home page's Featured slot
 * for a day. One boost holds the slot at a time; a new one starts when the last one ends (first in,
 * first out). The payment, the boost row and the audit entry commit together or not at all.
 */
// The kind letter keeps another list's cursor out of this one.
const BOOST_CURSOR = 'b';

@Injectable()
export class BoostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BoostsRepository,
    private readonly points: PointsService,
    private readonly articles: ArticlesService,
    private readonly audit: AuditService,
  ) {}

  async purchase(articleId: number, buyer: SessionUser): Promise<BoostPurchaseDto> {
    return this.dataSource.transaction(async (manager) => {
      // Purchases queue up here, so each one sees the windows and balances its predecessors committed.
      await this.repository.lockQueue(manager);
      const article = await this.repository.articleForBoost(manager, articleId);
      if (!article) throw new NotFoundException(BoostErrors.articleNotFound);
      if (article.authorId !== buyer.id) throw new ForbiddenException(BoostErrors.ownArticlesOnly);
      const { pending, hasArticle } = await this.repository.pendingState(manager, articleId);
      if (hasArticle) throw new ConflictException(BoostErrors.alreadyQueued);
      if (pending >= BOOST_QUEUE_LIMIT) throw new ConflictException(BoostErrors.queueFull);

      const boost = await this.repository.insertNext(manager, {
        articleId,
        articleTitle: article.title,
        buyerId: buyer.id,
        price: BOOST_PRICE_POINTS,
        hours: BOOST_DURATION_HOURS,
      });
      const payment = await this.points
        .apply(manager, {
          userId: buyer.id,
          delta: -BOOST_PRICE_POINTS,
          reason: BOOST_SPEND_REASON,
          reference: `boost:${boost.id}`,
        })
        .catch((error: unknown) => {
          if (error instanceof BadRequestException && error.message === PointsErrors.insufficient) {
            throw new ConflictException(BoostErrors.insufficientPoints);
          }
          throw error;
        });
      await this.audit.record(
        {
          actorId: buyer.id,
          action: BOOST_AUDIT_ACTION,
          details: {
            boostId: Number(boost.id),
            articleId,
            price: BOOST_PRICE_POINTS,
            startsAt: boost.starts_at.toISOString(),
            endsAt: boost.ends_at.toISOString(),
          },
        },
        manager,
      );
      return { ...toBoostDto(boost), balanceAfter: payment.balanceAfter };
    });
  }

  async listMine(buyerId: string, query: ListMyBoostsQuery): Promise<MyBoostsPageDto> {
    const limit = pageLimit(query);
    const before = query.cursor ? decodeIdCursor(query.cursor, BOOST_CURSOR) : undefined;
    const rows = await this.repository.minePage(buyerId, before, limit + 1);
    return toPage(rows, limit, toBoostDto, (last) => encodeIdCursor(last.id, BOOST_CURSOR));
  }

  async queue(): Promise<BoostQueueDto> {
    const [slots, nextStart] = await Promise.all([this.repository.queue(), this.repository.nextStart()]);
    return {
      price: BOOST_PRICE_POINTS,
      durationHours: BOOST_DURATION_HOURS,
      queueLimit: BOOST_QUEUE_LIMIT,
      nextStartAt: nextStart.toISOString(),
      full: slots.length >= BOOST_QUEUE_LIMIT,
      slots: slots.map((slot) => ({ ...toBoostDto(slot), buyer: toUserSummary(slot.buyer) })),
    };
  }

  /** The boost holding the home page's Featured slot now, with its article as the cards show it. */
  async featured(): Promise<FeaturedBoostDto> {
    const active = await this.repository.active();
    const article = active ? await this.articles.summaryOf(active.articleId) : null;
    if (!active || !article) return { boost: null };
    return {
      boost: {
        id: Number(active.id),
        startsAt: active.startsAt.toISOString(),
        endsAt: active.endsAt.toISOString(),
        article,
      },
    };
  }
}

function toBoostDto(row: BoostRow): BoostDto {
  return {
    id: Number(row.id),
    articleId: row.article_id,
    articleTitle: row.article_title,
    price: row.price,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status as BoostStatusDto,
    createdAt: row.created_at.toISOString(),
  };
}
