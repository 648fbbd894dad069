import { ApiProperty } from '@nestjs/swagger';

/** The state after a follow or unfollow, so the profile can update without reloading. */
export class FollowStatusDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ description: 'Whether you now follow the user' })
  following: boolean;

  @ApiProperty({ description: 'How many followers the user now has' })
  followers: number;
}
