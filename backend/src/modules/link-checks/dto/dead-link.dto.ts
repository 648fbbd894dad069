import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/page-query.js';

/** One reference whose address the last check found dead. */
export class DeadLinkDto {
  @ApiProperty()
  articleId: number;

  @ApiProperty()
  articleTitle: string;

  @ApiProperty({ description: 'The reference number in the article' })
  referenceNumber: number;

  @ApiProperty({ description: "The source's title, or its address when it has none" })
  source: string;

  @ApiProperty()
  url: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Last HTTP status; null when no response came' })
  statusCode: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'timed out', description: 'Why no response came' })
  error: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  checkedAt: string;
}

export class DeadLinkPageDto extends PageDtoOf(DeadLinkDto, {
  items: 'Newest check first, then by article and reference number',
}) {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the newest check result was recorded; null before the first check',
  })
  lastCheckedAt: string | null;
}

export class ListDeadLinksQuery extends PageQuery {}

export class LinkCheckRequestedDto {
  @ApiProperty({ description: 'The queued job (an earlier request still waiting or running is reused)' })
  jobId: string;
}
