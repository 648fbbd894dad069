import { ApiProperty } from '@nestjs/swagger';

export class ViewCountDto {
  @ApiProperty({ description: 'The article views after this call', example: 251 })
  views: number;

  @ApiProperty({ description: 'False when this viewer was already counted today (UTC)' })
  counted: boolean;
}
