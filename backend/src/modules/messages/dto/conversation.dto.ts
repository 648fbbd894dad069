import { ApiProperty } from '@nestjs/swagger';
import { MessageUserDto } from './message-user.dto.js';
import { MessageDto } from './message.dto.js';

/** One row of the inbox: the other user, the latest message either way, and how many of theirs are unread. */
export class ConversationDto {
  @ApiProperty({ type: MessageUserDto })
  user: MessageUserDto;

  @ApiProperty({ type: MessageDto })
  lastMessage: MessageDto;

  @ApiProperty({ example: 2, description: 'Messages from this user that the caller has not read' })
  unreadCount: number;
}

export class ConversationPageDto {
  @ApiProperty({ type: [ConversationDto], description: 'Newest conversation (latest message) first' })
  items: ConversationDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for older conversations; null on the last page',
  })
  nextCursor: string | null;
}
