import { ApiProperty } from '@nestjs/swagger';

/** One direct message (plain text: display it as text, never as HTML). */
export class MessageDto {
  @ApiProperty({ example: 42, description: 'Grows with every message: a higher id is a later message' })
  id: number;

  @ApiProperty({ format: 'uuid' })
  senderId: string;

  @ApiProperty({ format: 'uuid' })
  receiverId: string;

  @ApiProperty({ example: 'Hello! Loved your article on the early days.' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null while the receiver has not read it',
  })
  readAt: string | null;
}
