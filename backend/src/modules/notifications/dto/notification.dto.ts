import { ApiProperty } from '@nestjs/swagger';
import { PageQueryOf } from '../../../common/pagination/page-query.js';
import { NotificationKind } from '../entities/notification.entity.js';

export class NotificationPageQuery extends PageQueryOf({ defaultLimit: 20, maxLimit: 50 }) {}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: NotificationKind, enumName: 'NotificationKind' })
  kind: NotificationKind;

  @ApiProperty({ example: 'bob followed you' })
  title: string;

  @ApiProperty({ description: 'Plain text (may be empty)' })
  body: string;

  @ApiProperty({ description: 'Path inside the site the notification leads to', example: '/profile/bob' })
  link: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt: string | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] })
  items: NotificationDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next (older) page' })
  nextCursor: string | null;

  @ApiProperty({ description: "The caller's unread notifications" })
  unreadCount: number;
}

export class NotificationUnreadCountDto {
  @ApiProperty()
  count: number;
}

export class NotificationsReadAllDto {
  @ApiProperty({ description: 'How many notifications became read' })
  marked: number;

  @ApiProperty({ description: 'Unread notifications left (0)' })
  unreadCount: number;
}

export class NotificationReadDto {
  @ApiProperty({ type: NotificationDto })
  notification: NotificationDto;

  @ApiProperty()
  unreadCount: number;
}

/** Sent on the live event stream when the user gets a new notification. */
export class NotificationStreamEventDto {
  @ApiProperty({ enum: ['notification'] })
  type: 'notification';

  @ApiProperty({ type: NotificationDto })
  notification: NotificationDto;

  @ApiProperty({ description: "The user's unread notifications after this one" })
  unreadCount: number;
}
