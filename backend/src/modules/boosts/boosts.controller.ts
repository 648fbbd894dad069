import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { BOOST_DURATION_HOURS, BOOST_PRICE_POINTS } from './boost-rules.js';
import { BoostsService } from './boosts.service.js';
import { CreateBoostDto } from './dto/create-boost.dto.js';
import { BoostPurchaseDto, BoostQueueDto, FeaturedBoostDto, MyBoostsPageDto } from './dto/boost.dto.js';
import { ListMyBoostsQuery } from './dto/list-my-boosts.query.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

@ApiTags('boosts')
@Controller('boosts')
export class BoostsController {
  constructor(private readonly boosts: BoostsService) {}

  @Post()
  @Idempotent()
  @RequiresFeature(RestrictableFeature.Store)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createBoost',
    summary: `Spends ${BOOST_PRICE_POINTS} points to feature one of your own articles on the home page for ${BOOST_DURATION_HOURS} hours, starting when the last queued boost ends`,
  })
  @ApiCreatedResponse({ type: BoostPurchaseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not enough points, the article already has a boost queued, or the queue is full',
  })
  create(@Body() body: CreateBoostDto, @CurrentUser() user: SessionUser): Promise<BoostPurchaseDto> {
    return this.boosts.purchase(body.articleId, user);
  }

  @Get('mine')
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({ operationId: 'listMyBoosts', summary: "The signed-in user's boosts, newest purchase first" })
  @ApiOkResponse({ type: MyBoostsPageDto })
  listMine(@CurrentUser() user: SessionUser, @Query() query: ListMyBoostsQuery): Promise<MyBoostsPageDto> {
    return this.boosts.listMine(user.id, query);
  }

  @Get('queue')
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({
    operationId: 'getBoostQueue',
    summary: 'The price, the active boost and the boosts waiting for the Featured slot, in slot order',
  })
  @ApiOkResponse({ type: BoostQueueDto })
  queue(): Promise<BoostQueueDto> {
    return this.boosts.queue();
  }

  @Get('featured')
  @Public()
  @ApiOperation({
    operationId: 'getFeaturedBoost',
    summary: "The boosted article holding the home page's Featured slot now, if any",
  })
  @ApiOkResponse({ type: FeaturedBoostDto })
  featured(): Promise<FeaturedBoostDto> {
    return this.boosts.featured();
  }
}
