import { ApiProperty } from '@nestjs/swagger';
import { MessageUserDto } from './message-user.dto.js';
import { MessageDto } from './message.dto.js';

/** A message with both parties, for the admin's 'View Messages'. */
export class AdminUserMessageDto extends MessageDto {
  @ApiProperty({ type: MessageUserDto })
  sender: MessageUserDto;

  @ApiProperty({ type: MessageUserDto })
  receiver: MessageUserDto;
}

export class AdminUserMessagePageDto {
  @ApiProperty({ type: [AdminUserMessageDto], description: 'Sent and received, newest first' })
  items: AdminUserMessageDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for older messages; null on the last page',
  })
  nextCursor: string | null;
}
