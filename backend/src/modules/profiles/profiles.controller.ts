import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ArticlePageDto } from '../articles/articles.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { ProfileDto } from './dto/profile.dto.js';
import { ProfilesService } from './profiles.service.js';
import { UserErrors } from '../users/users.errors.js';

/** Registered before the /users/{id}/... controllers so a username like 'followers' still resolves here. */
@ApiTags('profiles')
@Controller('users/by-username')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get(':username')
  @ApiOperation({
    operationId: 'getProfileByUsername',
    summary: 'A profile: public fields, real figures, and whether you follow the user',
    description:
      'The username matches ignoring case and may carry a leading @; a user id is accepted too (article cards ' +
      'link to /profile/{id}). The e-mail shows only when the user allows it ' +
      '(or to the user and to admins); the real name only when the user shows it (or to the user).',
  })
  @ApiOkResponse({ type: ProfileDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  get(@Param('username') username: string, @CurrentUser() viewer: SessionUser): Promise<ProfileDto> {
    return this.profiles.getByUsername(username, viewer);
  }

  @Get(':username/articles')
  @ApiOperation({
    operationId: 'listProfileArticles',
    summary: "The user's articles, newest first, one page at a time",
  })
  @ApiOkResponse({ type: ArticlePageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  listArticles(
    @Param('username') username: string,
    @Query() query: PageQuery,
    @CurrentUser() viewer: SessionUser,
  ): Promise<ArticlePageDto> {
    return this.profiles.listArticles(username, viewer, query);
  }
}
