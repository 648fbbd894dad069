import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ArticleErrors } from './articles.errors.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import { ArticleFeedsService } from './article-feeds.service.js';
import { ArticleWriterService } from './article-writer.service.js';
import { ArticlePageDto } from './dto/article-page.dto.js';
import { ListAdminArticlesQuery } from './dto/list-admin-articles.query.js';

@ApiTags('admin')
@Controller('admin/articles')
@Roles(UserRole.Admin)
export class AdminArticlesController {
  constructor(
    private readonly feeds: ArticleFeedsService,
    private readonly writer: ArticleWriterService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminArticles', summary: 'Every article, newest first, for content moderation' })
  @ApiOkResponse({ type: ArticlePageDto })
  list(@Query() query: ListAdminArticlesQuery): Promise<ArticlePageDto> {
    return this.feeds.listForAdmin(query);
  }

  @Delete(':id')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'adminDeleteArticle', summary: 'Deletes any article' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(
    @Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number,
    @CurrentUser() admin: User,
  ): Promise<void> {
    await this.writer.remove(id, admin, { asAdmin: true });
  }
}
