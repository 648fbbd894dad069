import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { MessageUserDto } from './message-user.dto.js';
import { MessageDto } from './message.dto.js';

/** A message with both parties, for the admin's 'View Messages'. */
export class AdminUserMessageDto extends MessageDto {
  @ApiProperty({ type: MessageUserDto })
  sender: MessageUserDto;

  @ApiProperty({ type: MessageUserDto })
  receiver: MessageUserDto;
}

export class AdminUserMessagePageDto extends PageDtoOf(AdminUserMessageDto, {
  items: 'Sent and received, newest first',
  nextCursor: 'Pass as cursor for older messages; null on the last page',
}) {}
