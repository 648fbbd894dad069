import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { FlairBadgeDto } from '../users/flair-badge.js';
import { ApplyForFlairDto, FlairApplicationDto } from './dto/flair-application.dto.js';
import { FlairPurchaseResultDto, StoreFlairDto, UserFlairDto } from './dto/flair.dto.js';
import { PurchaseFlairBodyDto } from './dto/flair-write.dto.js';
import { FlairApplicationsService } from './flair-applications.service.js';
import { FlairPurchasesService } from './flair-purchases.service.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsService } from './flairs.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const flairId = new ParseIdPipe(FlairErrors.notFound);
/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userIdPipe = ParseIdPipe.uuid(FlairErrors.userNotFound);

@ApiTags('flairs')
@Controller()
export class FlairsController {
  constructor(
    private readonly flairs: FlairsService,
    private readonly purchases: FlairPurchasesService,
    private readonly applications: FlairApplicationsService,
  ) {}

  @Get('flairs')
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({
    operationId: 'listFlairs',
    summary: "The store's flairs, with what the signed-in user owns and where their applications stand",
  })
  @ApiOkResponse({ type: [StoreFlairDto] })
  list(@CurrentUser() user: SessionUser): Promise<StoreFlairDto[]> {
    return this.flairs.storeCatalogue(user.id);
  }

  @Get('users/:id/flairs')
  @ApiOperation({ operationId: 'listUserFlairs', summary: "A user's owned flairs (one's own; admins: anyone's)" })
  @ApiOkResponse({ type: [UserFlairDto] })
  owned(@CurrentUser() user: SessionUser, @Param('id', userIdPipe) userId: string): Promise<UserFlairDto[]> {
    return this.flairs.userFlairs(user, userId);
  }

  @Get('user-flairs/:userId')
  @ApiOperation({
    operationId: 'listShownUserFlairs',
    summary: 'The flairs shown next to a user: built-in role flairs, then the chosen flair (at most 3)',
  })
  @ApiOkResponse({ type: [FlairBadgeDto] })
  shown(@Param('userId', userIdPipe) userId: string): Promise<FlairBadgeDto[]> {
    return this.flairs.shownFlairsOf(userId);
  }

  @Post('flairs/:id/purchase')
  @Idempotent()
  @WriteRateLimit()
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({ operationId: 'purchaseFlair', summary: 'Buys a flair with points' })
  @ApiCreatedResponse({ type: FlairPurchaseResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Insufficient points, or the flair needs an application',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already owned' })
  purchase(@CurrentUser() user: SessionUser, @Param('id', flairId) id: number): Promise<FlairPurchaseResultDto> {
    return this.purchases.purchase(user.id, id);
  }

  @Post('store/purchase-flair')
  @Idempotent()
  @WriteRateLimit()
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({
    operationId: 'purchaseFlairFromStore',
    summary: 'Buys a flair with points (the flair named in the body)',
  })
  @ApiCreatedResponse({ type: FlairPurchaseResultDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Insufficient points, or the flair needs an application',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already owned' })
  purchaseFromStore(
    @CurrentUser() user: SessionUser,
    @Body() body: PurchaseFlairBodyDto,
  ): Promise<FlairPurchaseResultDto> {
    return this.purchases.purchase(user.id, body.flairId);
  }

  @Post('flairs/:id/apply')
  @Idempotent()
  @WriteRateLimit()
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({ operationId: 'applyForFlair', summary: 'Applies for a flair that is granted by the admins' })
  @ApiCreatedResponse({ type: FlairApplicationDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Owned, an application is pending, or a denial blocks new ones until details.nextApplicationAt',
  })
  apply(
    @CurrentUser() user: SessionUser,
    @Param('id', flairId) id: number,
    @Body() body: ApplyForFlairDto,
  ): Promise<FlairApplicationDto> {
    return this.applications.apply(user.id, id, body);
  }

  @Post('users/:userId/flairs/:flairId/activate')
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'activateUserFlair',
    summary: 'Makes an owned flair the active one (one at a time); admins may act on anyone (audited)',
  })
  @ApiOkResponse({ type: [UserFlairDto] })
  activate(
    @CurrentUser() user: SessionUser,
    @Param('userId', userIdPipe) userId: string,
    @Param('flairId', flairId) id: number,
  ): Promise<UserFlairDto[]> {
    return this.flairs.activate(user, userId, id);
  }

  @Post('users/:userId/flairs/deactivate-all')
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deactivateUserFlairs',
    summary: 'Shows no chosen flair; admins may act on anyone (audited)',
  })
  @ApiOkResponse({ type: [UserFlairDto] })
  deactivateAll(
    @CurrentUser() user: SessionUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<UserFlairDto[]> {
    return this.flairs.deactivateAll(user, userId);
  }
}
