import { ApiProperty } from '@nestjs/swagger';
import { MessageUserDto } from './message-user.dto.js';
import { MessageDto } from './message.dto.js';

/** One page of the thread between the caller and another user. */
export class ConversationThreadDto {
  @ApiProperty({ type: MessageUserDto, description: 'The other user (also for a thread with no message yet)' })
  user: MessageUserDto;

  @ApiProperty({
    type: [MessageDto],
    description: 'Oldest first within the page; the first page holds the newest messages',
  })
  items: MessageDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for older messages; null when none are left',
  })
  nextCursor: string | null;
}
