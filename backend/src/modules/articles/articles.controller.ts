import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, Public, RequiresFeature, RestrictableFeature, Roles } from '../../common/auth/auth.decorators.js';
import { ArticleErrors } from './articles.errors.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { SearchRateLimit, WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleFeedsService } from './article-feeds.service.js';
import { ArticleWriterService } from './article-writer.service.js';
import { ArticlesService } from './articles.service.js';
import { ArticlePageDto } from './dto/article-page.dto.js';
import { ArticleSearchPageDto, ArticleTagDto } from './dto/article-search.dto.js';
import { ArticleDto } from './dto/article.dto.js';
import { CreateArticleDto } from './dto/create-article.dto.js';
import { ListArticlesQuery } from './dto/list-articles.query.js';
import { SearchArticlesQuery } from './dto/search-articles.query.js';
import { UpdateArticleDto } from './dto/update-article.dto.js';
import { ArticleSearchService } from './search/article-search.service.js';
import { FeaturedPinDto } from './dto/featured-pin.dto.js';
import { FeaturedPinService } from './featured-pin.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const articleId = new ParseIdPipe(ArticleErrors.notFound);

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly feeds: ArticleFeedsService,
    private readonly search: ArticleSearchService,
    private readonly writer: ArticleWriterService,
    private readonly pin: FeaturedPinService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    operationId: 'listArticles',
    summary: 'Articles of a feed (latest, trending, following, mine), one page at a time',
  })
  @ApiOkResponse({ type: ArticlePageDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'following and mine need sign-in' })
  list(@Query() query: ListArticlesQuery, @CurrentUser() user: SessionUser | undefined): Promise<ArticlePageDto> {
    return this.feeds.list(query, user);
  }

  @Get('search')
  @RequiresFeature(RestrictableFeature.Browse)
  @SearchRateLimit()
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The search ran past its time limit' })
  @ApiOperation({ operationId: 'searchArticles', summary: 'Full-text search with filters, best matches first' })
  @ApiOkResponse({ type: ArticleSearchPageDto })
  searchArticles(@Query() query: SearchArticlesQuery): Promise<ArticleSearchPageDto> {
    return this.search.search(query);
  }

  @Get('tags')
  @Public()
  @ApiOperation({
    operationId: 'listArticleTags',
    summary: 'Tags in use with their article counts, most used first (top 100)',
  })
  @ApiOkResponse({ type: [ArticleTagDto] })
  listTags(): Promise<ArticleTagDto[]> {
    return this.search.tags();
  }

  @Get('featured-pin')
  @Public()
  @ApiOperation({
    operationId: 'getFeaturedPin',
    summary: "The article an admin pinned to the home page's Featured slot, if any",
  })
  @ApiOkResponse({ type: FeaturedPinDto })
  featuredPin(): Promise<FeaturedPinDto> {
    return this.pin.featured();
  }

  @Get(':id')
  @Public()
  @ApiOperation({ operationId: 'getArticle', summary: 'One article with its sanitised body' })
  @ApiOkResponse({ type: ArticleDto })
  findOne(@Param('id', articleId) id: number): Promise<ArticleDto> {
    return this.articles.findOne(id);
  }

  @Post()
  @Idempotent()
  @Roles(UserRole.Moderator)
  @RequiresFeature(RestrictableFeature.Contribute)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createArticle',
    summary: 'Publishes an article (moderators and admins); +1 point to the author',
  })
  @ApiCreatedResponse({ type: ArticleDto })
  create(@Body() body: CreateArticleDto, @CurrentUser() user: SessionUser): Promise<ArticleDto> {
    return this.writer.create(body, user);
  }

  @Patch(':id')
  @RequiresFeature(RestrictableFeature.Contribute)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'updateArticle',
    summary:
      'Edits an article (its author while a moderator, or an admin); +1 point to the editor when the title or body changes',
  })
  @ApiOkResponse({ type: ArticleDto })
  update(
    @Param('id', articleId) id: number,
    @Body() body: UpdateArticleDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleDto> {
    return this.writer.update(id, body, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'deleteArticle',
    summary: 'Deletes one of your own articles',
    description:
      "Admins delete someone else's article with adminRemoveArticle, which takes a reason; here it answers 400.",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@Param('id', articleId) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.writer.remove(id, user);
  }
}
