import { AcceptsBody } from '../../common/http/body-media-type.js';
import { Body, Controller, Delete, HttpCode, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { AVATAR_FIELD, AvatarUploadInterceptor } from './avatar-upload.interceptor.js';
import { AvatarsService, type UploadedImage } from './avatars.service.js';
import { ProfileDto } from './dto/profile.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { MyProfileService } from './my-profile.service.js';
import { ProfilesService } from './profiles.service.js';

/** The signed-in user's own profile: the Settings profile tab and the profile picture. */
@ApiTags('profiles')
@Controller('users/me')
export class MyProfileController {
  constructor(
    private readonly myProfile: MyProfileService,
    private readonly avatars: AvatarsService,
    private readonly profiles: ProfilesService,
  ) {}

  @Patch('profile')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'updateMyProfile',
    summary: 'Saves the Settings profile tab (absent fields are kept; null or "" clears a text field)',
  })
  @ApiOkResponse({ type: ProfileDto })
  async update(@Body() body: UpdateProfileDto, @CurrentUser() user: UserRecord): Promise<ProfileDto> {
    await this.myProfile.update(user, body);
    return this.profiles.getById(user.id, user);
  }

  @Post('avatar')
  @HttpCode(200)
  @WriteRateLimit()
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiOperation({
    operationId: 'uploadMyAvatar',
    summary: 'Sets the profile picture: PNG, JPEG, GIF or WebP (checked from the bytes), at most 5MB',
  })
  @AcceptsBody('multipart/form-data')
  @ApiBody({
    required: true,
    schema: {
      type: 'object',
      required: [AVATAR_FIELD],
      properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary', description: 'The picture, at most 5MB' } },
    },
  })
  @ApiOkResponse({ type: ProfileDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or not a PNG, JPEG, GIF or WebP picture' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Larger than 5MB' })
  async upload(@UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: UserRecord): Promise<ProfileDto> {
    await this.avatars.upload(user.id, file);
    return this.profiles.getById(user.id, user);
  }

  @Delete('avatar')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'deleteMyAvatar',
    summary: 'Removes the profile picture (the default logo shows again)',
  })
  @ApiOkResponse({ type: ProfileDto })
  async remove(@CurrentUser() user: UserRecord): Promise<ProfileDto> {
    await this.avatars.remove(user.id);
    return this.profiles.getById(user.id, user);
  }
}
