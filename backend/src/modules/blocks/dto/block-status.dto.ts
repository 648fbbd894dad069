import { ApiProperty } from '@nestjs/swagger';

/** Whether the caller has blocked a user, after a block, an unblock or a look. */
export class BlockStatusDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ description: 'True while the caller blocks this user' })
  blocked: boolean;
}
