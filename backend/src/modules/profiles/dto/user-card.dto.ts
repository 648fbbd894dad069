import { ApiProperty } from '@nestjs/swagger';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserSummaryDto } from '../../users/user-summary.js';

/** A user in a followers / following list: the shared user summary, plus the follow's start. */
export class UserCardDto extends UserSummaryDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the follow began' })
  followedAt: string;
}

export class UserCardPageDto extends CountedPageDtoOf(UserCardDto, 'Number of users in the whole list') {}
