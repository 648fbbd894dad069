import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { MessageDto } from './message.dto.js';

/** One row of the inbox: the other user, the latest message either way, and how many of theirs are unread. */
export class ConversationDto {
  @ApiProperty({ type: UserSummaryDto })
  user: UserSummaryDto;

  @ApiProperty({ type: MessageDto })
  lastMessage: MessageDto;

  @ApiProperty({ example: 2, description: 'Messages from this user that the caller has not read' })
  unreadCount: number;
}

export class ConversationPageDto extends PageDtoOf(ConversationDto, {
  items: 'Newest conversation (latest message) first',
  nextCursor: 'Pass as cursor for older conversations; null on the last page',
}) {}
