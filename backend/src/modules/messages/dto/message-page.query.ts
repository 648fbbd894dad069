import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export const DEFAULT_MESSAGE_PAGE_SIZE = 30;

/** Cursor paging shared by the inbox lists: pass the previous page's nextCursor to get the next (older) page. */
export class MessagePageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: DEFAULT_MESSAGE_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,17}$/, { message: 'cursor is not a valid page cursor' })
  cursor?: string;
}
