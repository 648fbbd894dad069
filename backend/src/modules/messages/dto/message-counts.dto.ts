import { ApiProperty } from '@nestjs/swagger';

export class UnreadMessageCountDto {
  @ApiProperty({ example: 3, description: 'Messages the caller has received and not read, from everyone' })
  count: number;
}

export class MarkConversationReadResultDto {
  @ApiProperty({ example: 2, description: 'Messages marked as read by this call (0 when all were read already)' })
  updated: number;
}
