import { ApiProperty } from '@nestjs/swagger';

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

export class PointsLedgerPageDto {
  @ApiProperty({ type: [PointsLedgerEntryDto] })
  items: PointsLedgerEntryDto[];

  @ApiProperty({ description: 'Number of entries over all pages' })
  total: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor to get the next page; null on the last page',
  })
  nextCursor: string | null;
}
