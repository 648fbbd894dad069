import { ApiProperty } from '@nestjs/swagger';
import { CommenterDto } from './commenter.dto.js';

export class CommentDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 42 })
  articleId: number;

  @ApiProperty({ type: CommenterDto })
  author: CommenterDto;

  @ApiProperty({ description: 'Plain text (display it as text, never as HTML); may contain line breaks' })
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
