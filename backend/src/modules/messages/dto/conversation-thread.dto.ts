import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { MessageDto } from './message.dto.js';

/** One page of the thread between the caller and another user. */
export class ConversationThreadDto extends PageDtoOf(MessageDto, {
  items: 'Oldest first within the page; the first page holds the newest messages',
  nextCursor: 'Pass as cursor for older messages; null when none are left',
}) {
  @ApiProperty({ type: UserSummaryDto, description: 'The other user (also for a thread with no message yet)' })
  user: UserSummaryDto;
}
