import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { AvatarsService } from './avatars.service.js';
import { ProfileErrors } from './profiles.errors.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { UserErrors } from '../users/users.errors.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userIdPipe = ParseIdPipe.uuid(UserErrors.notFound);

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const binary = { schema: { type: 'string', format: 'binary' } } as const;

@ApiTags('profiles')
@Controller('users')
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  /**
   * The URL in profileImageUrl carries ?v=<version>: that exact URL never changes content, so it
   * may be cached for a year; any other URL is revalidated (Express answers 304 on a matching ETag).
   */
  @Public()
  @Get(':id/avatar')
  @ApiOperation({ operationId: 'getUserAvatar', summary: "A user's uploaded profile picture" })
  @ApiQuery({ name: 'v', type: String, required: false, description: 'Version from profileImageUrl (for caching)' })
  @ApiOkResponse({
    description: 'The picture, with its detected content type',
    content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, binary])),
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ProfileErrors.avatarNotFound })
  async get(
    @Param('id', userIdPipe) id: string,
    @Query('v') version: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const avatar = await this.avatars.find(id);
    res
      .status(200)
      .set({
        'Content-Type': avatar.contentType,
        'Cache-Control': version === avatar.version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .send(avatar.bytes);
  }
}
