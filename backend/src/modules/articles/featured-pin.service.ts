import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleErrors } from './articles.errors.js';
import { ArticlesRepository } from './articles.repository.js';
import { ArticlesService } from './articles.service.js';
import type { FeaturedPinDto } from './dto/featured-pin.dto.js';

/**
 * The admin's pin of the home page's Featured slot. A pinned article holds the slot ahead of a boost
 * and of the newest article; unpinning gives the slot back to them. Every change is audited.
 */
@Injectable()
export class FeaturedPinService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ArticlesRepository,
    private readonly articles: ArticlesService,
    private readonly audit: AuditService,
  ) {}

  async featured(): Promise<FeaturedPinDto> {
    const id = await this.repository.featuredPinId();
    return { article: id === null ? null : await this.articles.summaryOf(id) };
  }

  async set(articleId: number, pinned: boolean, admin: SessionUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.setFeaturedPin(manager, articleId, pinned))) {
        throw new NotFoundException(ArticleErrors.notFound);
      }
      await this.audit.record(
        {
          actorId: admin.id,
          action: pinned ? 'article.featured.pinned' : 'article.featured.unpinned',
          details: { articleId },
        },
        manager,
      );
    });
  }
}
