import { ApiProperty } from '@nestjs/swagger';
import type { NotificationStreamEventDto } from '../../notifications/dto/notification.dto.js';
import { MessageDto } from './message.dto.js';

/** Sent once the stream is live: anything sent from now on will arrive (refetch to catch up on a reconnect). */
export class MessageStreamReadyEventDto {
  @ApiProperty({ enum: ['ready'] })
  type: 'ready';
}

/** A message the caller sent (from any tab or device) or received. */
export class MessageStreamMessageEventDto {
  @ApiProperty({ enum: ['message'] })
  type: 'message';

  @ApiProperty({ type: MessageDto })
  message: MessageDto;
}

/** readerId has read every message senderId had sent them, up to readAt. Sent to both users. */
export class MessageStreamReadEventDto {
  @ApiProperty({ enum: ['read'] })
  type: 'read';

  @ApiProperty({ format: 'uuid' })
  readerId: string;

  @ApiProperty({ format: 'uuid' })
  senderId: string;

  @ApiProperty({ type: String, format: 'date-time' })
  readAt: string;

  @ApiProperty({ description: 'How many messages became read' })
  count: number;
}

export type MessageStreamEvent =
  MessageStreamReadyEventDto | MessageStreamMessageEventDto | MessageStreamReadEventDto | NotificationStreamEventDto;
