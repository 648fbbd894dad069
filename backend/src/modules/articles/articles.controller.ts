import { Public } from '../../common/auth/auth.decorators.js';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ArticlesService } from './articles.service.js';
import { ArticlePageDto } from './dto/article-page.dto.js';
import { ArticleDto } from './dto/article.dto.js';
import { ListArticlesQuery } from './dto/list-articles.query.js';

@Public()
@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @ApiOperation({ operationId: 'listArticles', summary: 'Articles, newest first, one page at a time' })
  @ApiOkResponse({ type: ArticlePageDto })
  list(@Query() query: ListArticlesQuery): Promise<ArticlePageDto> {
    return this.articles.list(query);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getArticle', summary: 'One article with its sanitised body' })
  @ApiOkResponse({ type: ArticleDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@Param('id', new ParseIdPipe('Article Not Found')) id: number): Promise<ArticleDto> {
    return this.articles.findOne(id);
  }
}
