import { ApiProperty } from '@nestjs/swagger';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';

export class PointsLedgerEntryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Points added (positive) or spent (negative)', example: 1 })
  delta: number;

  @ApiProperty({ example: 'article.created' })
  reason: string;

  @ApiProperty({ type: String, nullable: true, example: 'article:42' })
  reference: string | null;

  @ApiProperty({ description: 'The balance right after this change' })
  balanceAfter: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class PointsLedgerPageDto extends CountedPageDtoOf(PointsLedgerEntryDto, 'Number of entries over all pages') {}
