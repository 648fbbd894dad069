import { ApiProperty } from '@nestjs/swagger';
import { CommentDto } from './comment.dto.js';

export class CommentPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Oldest first (newest last)' })
  items: CommentDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor to get the next (newer) page; null on the last page',
  })
  nextCursor: string | null;

  @ApiProperty({ description: 'Number of comments of the article, over all pages' })
  total: number;
}
