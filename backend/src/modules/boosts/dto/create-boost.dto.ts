import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class CreateBoostDto {
  @ApiProperty({ example: 42, description: 'One of your own articles' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  articleId: number;
}
