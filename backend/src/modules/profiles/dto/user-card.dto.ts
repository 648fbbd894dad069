import { ApiProperty } from '@nestjs/swagger';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserSummaryDto } from '../../users/user-summary.js';

/** A user in a followers / following list: the shared user summary, the follow's start and the viewer's own follow. */
export class UserCardDto extends UserSummaryDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the follow began' })
  followedAt: string;

  @ApiProperty({ description: 'Whether the signed-in viewer follows this user (for a Follow / Unfollow button)' })
  viewerFollows: boolean;

  @ApiProperty({ description: 'Whether this user is the signed-in viewer (who cannot follow themselves)' })
  isViewer: boolean;
}

export class UserCardPageDto extends CountedPageDtoOf(UserCardDto, 'Number of users in the whole list') {}
