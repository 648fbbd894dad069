import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ArticleReadingService } from './article-reading.service.js';
import { ArticleErrors } from './articles.errors.js';
import { ArticleSummaryDto } from './dto/article-summary.dto.js';
import { ArticleCategoryDto, ArticleTagTopicDto } from './dto/article-topic.dto.js';
import { CategorySlugParams, TagParams } from './dto/article-topic.params.js';

const articleId = new ParseIdPipe(ArticleErrors.notFound);

/** Public reading aids: the category and tag pages' headings and an article's related articles. */
@ApiTags('articles')
@Controller()
export class ArticleReadingController {
  constructor(private readonly reading: ArticleReadingService) {}

  @Get('topics/categories')
  @Public()
  @ApiOperation({
    operationId: 'listArticleCategories',
    summary: 'The ten categories in their fixed order, with page slug, description and article count',
  })
  @ApiOkResponse({ type: [ArticleCategoryDto] })
  categories(): Promise<ArticleCategoryDto[]> {
    return this.reading.categories();
  }

  @Get('topics/categories/:slug')
  @Public()
  @ApiOperation({
    operationId: 'getArticleCategory',
    summary: "One category's page heading (the articles: listArticles with its category)",
  })
  @ApiOkResponse({ type: ArticleCategoryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No category has this slug' })
  category(@Param() params: CategorySlugParams): Promise<ArticleCategoryDto> {
    return this.reading.category(params.slug);
  }

  @Get('topics/tags/:tag')
  @Public()
  @ApiOperation({
    operationId: 'getArticleTag',
    summary: "One tag's page heading with its article count (the articles: listArticles with the tag)",
  })
  @ApiOkResponse({ type: ArticleTagTopicDto })
  tag(@Param() params: TagParams): Promise<ArticleTagTopicDto> {
    return this.reading.tag(params.tag);
  }

  @Get('articles/:id/related')
  @Public()
  @ApiOperation({
    operationId: 'listRelatedArticles',
    summary:
      'Up to 6 articles related to one: shared tags and the same category first, then text similarity; never itself',
  })
  @ApiOkResponse({ type: [ArticleSummaryDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Article Not Found' })
  related(@Param('id', articleId) id: number): Promise<ArticleSummaryDto[]> {
    return this.reading.related(id);
  }
}
