import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../../users/user-role.js';

/** A user in a followers / following list. */
export class UserCardDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ description: 'Name resolved with the display-name rule' })
  displayName: string;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  isRoot: boolean;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

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
