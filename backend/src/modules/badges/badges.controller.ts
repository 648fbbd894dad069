import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { BadgeErrors } from './badges.errors.js';
import { BadgeCatalogueService } from './badge-catalogue.service.js';
import { BadgesService } from './badges.service.js';
import { AdminBadgeDto, AwardBadgeDto, CreateBadgeDto, UpdateBadgeDto, UserBadgeDto } from './dto/badge.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const badgeId = new ParseIdPipe(BadgeErrors.notFound);
/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userId = () => ParseIdPipe.uuid(BadgeErrors.userNotFound);

/**
 * The Badge System tab of /admin/user-tools: the catalogue with holder counts, new badges, edits and
 * retirement, hand awards and revocations. Every write is audited.
 */
@ApiTags('admin')
@Controller('admin/badges')
@Roles(UserRole.Admin)
export class AdminBadgesController {
  constructor(
    private readonly badges: BadgesService,
    private readonly catalogue: BadgeCatalogueService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listBadges', summary: 'Every badge, how it is earned, and how many users hold it' })
  @ApiOkResponse({ type: [AdminBadgeDto] })
  list(): Promise<AdminBadgeDto[]> {
    return this.badges.catalogue();
  }

  @Post()
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'createBadge',
    summary: 'Adds a badge that admins award by hand (audited); its slug is made from the name',
  })
  @ApiCreatedResponse({ type: AdminBadgeDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BadgeErrors.nameTaken })
  create(@Body() body: CreateBadgeDto, @CurrentUser() admin: SessionUser): Promise<AdminBadgeDto> {
    return this.catalogue.create(admin.id, body);
  }

  @Patch(':badgeId')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'updateBadge',
    summary: 'Edits the name, description or icon of a badge, or retires (and brings back) it; audited',
    description:
      'A retired badge is awarded no more, by its rule or by hand; those who hold it keep it. The slug never changes.',
  })
  @ApiOkResponse({ type: AdminBadgeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BadgeErrors.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BadgeErrors.nameTaken })
  update(
    @Param('badgeId', badgeId) id: number,
    @Body() body: UpdateBadgeDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminBadgeDto> {
    return this.catalogue.update(admin.id, id, body);
  }

  @Post(':badgeId/holders')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'awardBadge',
    summary: 'Awards a badge to a user by hand (audited; the user is notified)',
  })
  @ApiCreatedResponse({ type: UserBadgeDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such badge or user' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${BadgeErrors.alreadyHeld}, or the badge is retired` })
  award(
    @Param('badgeId', badgeId) id: number,
    @Body() body: AwardBadgeDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<UserBadgeDto> {
    return this.badges.award(admin.id, id, body.userId);
  }

  @Delete(':badgeId/holders/:userId')
  @WriteRateLimit()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeBadge',
    summary: 'Takes a badge back from a user (audited); no rule awards it to them again',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such badge, or the user does not hold it' })
  revoke(
    @Param('badgeId', badgeId) id: number,
    @Param('userId', userId()) holderId: string,
    @CurrentUser() admin: SessionUser,
  ): Promise<void> {
    return this.badges.revoke(admin.id, id, holderId);
  }
}

/** The badges a profile shows. */
@ApiTags('profiles')
@Controller('users')
export class UserBadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Get(':id/badges')
  @ApiOperation({ operationId: 'listUserBadges', summary: 'The badges a user holds, earliest first' })
  @ApiOkResponse({ type: [UserBadgeDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: BadgeErrors.userNotFound })
  list(@Param('id', userId()) id: string): Promise<UserBadgeDto[]> {
    return this.badges.heldBy(id);
  }
}
