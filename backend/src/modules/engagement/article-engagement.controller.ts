import { Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ViewRateLimit, WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArticleEngagementDto } from './dto/article-engagement.dto.js';
import { LikeStateDto } from './dto/like-state.dto.js';
import { ViewCountDto } from './dto/view-count.dto.js';
import { EngagementService } from './engagement.service.js';
import { EngagementErrors } from './engagement.errors.js';
import { LikesService } from './likes.service.js';
import { ViewsService } from './views.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const articleIdPipe = new ParseIdPipe(EngagementErrors.articleNotFound);

@ApiTags('engagement')
@Controller('articles/:id')
export class ArticleEngagementController {
  constructor(
    private readonly engagement: EngagementService,
    private readonly likes: LikesService,
    private readonly views: ViewsService,
  ) {}

  @Get('engagement')
  @Public()
  @ApiOperation({
    operationId: 'getArticleEngagement',
    summary: 'Likes, comment count and views of an article, and whether the caller likes it',
  })
  @ApiOkResponse({ type: ArticleEngagementDto })
  get(
    @Param('id', articleIdPipe) id: number,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<ArticleEngagementDto> {
    return this.engagement.forArticle(id, user?.id);
  }

  @Post('like')
  @Idempotent()
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'toggleArticleLike',
    summary: "Likes the article, or removes the caller's like if there is one (one like per user)",
  })
  @ApiOkResponse({ type: LikeStateDto })
  toggleLike(@Param('id', articleIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<LikeStateDto> {
    return this.likes.toggle(id, user);
  }

  // A low limit of its own (RATE_LIMIT_VIEWS per address): a reader opens a few pages a minute, and a
  // view is counted at most once per viewer per day anyway.
  @Post('views')
  @Public()
  @ViewRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recordArticleView',
    summary:
      'Counts a view of the article page, once per viewer (user, or address) per UTC day; anonymous views of an article are capped per day',
  })
  @ApiOkResponse({ type: ViewCountDto })
  recordView(
    @Param('id', articleIdPipe) id: number,
    @CurrentUser() user: SessionUser | undefined,
    @Ip() ip: string | undefined,
  ): Promise<ViewCountDto> {
    return this.views.record(id, { userId: user?.id, ip: ip ?? '' });
  }
}
