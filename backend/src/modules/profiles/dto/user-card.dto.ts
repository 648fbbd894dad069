import { ApiProperty } from '@nestjs/swagger';
import { UserSummaryDto } from '../../users/user-summary.js';

/** A user in a followers / following list: the shared user summary, plus the follow's start. */
export class UserCardDto extends UserSummaryDto {
  @ApiProperty({ description: 'The root admin has no public profile to link to' })
  isRoot: boolean;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the follow began' })
  followedAt: string;
}

export class UserCardPageDto {
  @ApiProperty({ type: [UserCardDto] })
  items: UserCardDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor to get the next page; null on the last page',
  })
  nextCursor: string | null;

  @ApiProperty({ description: 'Number of users in the whole list' })
  total: number;
}
