import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class StartSignInQuery {
  @ApiPropertyOptional({ enum: ['link'], description: 'link: add this provider to the signed-in account' })
  @IsOptional()
  @IsIn(['link'])
  mode?: 'link';
}
