import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ArticleErrors } from './articles.errors.js';
import { ModerationReasonDto } from '../moderation-log/dto/moderation-reason.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleFeedsService } from './article-feeds.service.js';
import { ArticleWriterService } from './article-writer.service.js';
import { FeaturedPinService } from './featured-pin.service.js';
import { ArticlePageDto } from './dto/article-page.dto.js';
import { ListAdminArticlesQuery } from './dto/list-admin-articles.query.js';

@ApiTags('admin')
@Controller('admin/articles')
@Roles(UserRole.Admin)
export class AdminArticlesController {
  constructor(
    private readonly feeds: ArticleFeedsService,
    private readonly writer: ArticleWriterService,
    private readonly featuredPin: FeaturedPinService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminArticles', summary: 'Every article, newest first, for content moderation' })
  @ApiOkResponse({ type: ArticlePageDto })
  list(@Query() query: ListAdminArticlesQuery): Promise<ArticlePageDto> {
    return this.feeds.listForAdmin(query);
  }

  @Post(':id/remove')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'adminRemoveArticle',
    summary: 'Deletes any article with a reason (audited, in the public moderation log)',
    description:
      'The reason category is published in the moderation log (without the title); the note is kept in the audit log. ' +
      'The article, its comments, likes and history are removed; this cannot be undone.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such article' })
  async remove(
    @Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number,
    @Body() body: ModerationReasonDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<void> {
    await this.writer.removeAsModerator(id, body, admin);
  }

  @Put(':id/featured-pin')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'pinFeaturedArticle',
    summary: "Pins an article to the home page's Featured slot (audited)",
    description:
      'The pinned article is featured ahead of a boost and of the newest article until it is unpinned; pinning ' +
      'another article replaces the pin.',
  })
  @ApiNoContentResponse({ description: 'Pinned' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such article' })
  async pin(
    @Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<void> {
    await this.featuredPin.set(id, true, admin);
  }

  @Delete(':id/featured-pin')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'unpinFeaturedArticle',
    summary: 'Unpins an article from the Featured slot (audited); the slot goes back to a boost or the newest article',
  })
  @ApiNoContentResponse({ description: 'Unpinned (also when it was not pinned)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such article' })
  async unpin(
    @Param('id', new ParseIdPipe(ArticleErrors.notFound)) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<void> {
    await this.featuredPin.set(id, false, admin);
  }
}
