import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { MessageDto } from './message.dto.js';

/** A message with both parties, for the admin's 'View Messages'. */
export class AdminUserMessageDto extends MessageDto {
  @ApiProperty({ type: UserSummaryDto })
  sender: UserSummaryDto;

  @ApiProperty({ type: UserSummaryDto })
  receiver: UserSummaryDto;
}

export class AdminUserMessagePageDto extends PageDtoOf(AdminUserMessageDto, {
  items: 'Sent and received, newest first',
  nextCursor: 'Pass as cursor for older messages; null on the last page',
}) {}
