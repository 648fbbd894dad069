import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CountedPageDtoOf, PageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { ARCHIVE_TYPES, type ArchiveType } from '../archive-types.js';
import { ArchiveEntrySummaryDto } from './archive-entry.dto.js';

export class ListArchiveQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ARCHIVE_TYPES, enumName: 'ArchiveType' })
  @IsOptional()
  @IsIn(ARCHIVE_TYPES)
  type?: ArchiveType;

  @ApiPropertyOptional({
    description: 'Search words (full text over names, description and tags; names forgive typos)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  q?: string;
}

export class ArchivePageDto extends CountedPageDtoOf(ArchiveEntrySummaryDto, 'How many entries match', {
  items: 'A–Z by name; with q, best matches first',
}) {}

export class ArchiveTimelineDto extends PageDtoOf(ArchiveEntrySummaryDto, {
  items: 'Dated events, oldest first',
}) {}

export class SearchPeopleResultDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;
}
