import { ApiProperty } from '@nestjs/swagger';

/** The caller's like after a toggle, and the article's like count. */
export class LikeStateDto {
  @ApiProperty({ description: 'True when the caller now likes the article' })
  liked: boolean;

  @ApiProperty({ description: 'Number of likes of the article', example: 12 })
  likes: number;
}
