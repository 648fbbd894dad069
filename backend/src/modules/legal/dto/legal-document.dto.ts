import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { LEGAL_KINDS, type LegalKind } from '../legal-kinds.js';

/** One version of a legal document, its body sanitised HTML. */
export class LegalDocumentDto {
  @ApiProperty({ enum: LEGAL_KINDS, enumName: 'LegalDocumentKind' })
  kind: LegalKind;

  @ApiProperty({ description: 'Numbered from 1 per kind; the highest is the one in force', minimum: 1 })
  version: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Sanitised HTML (the articles allow-list), safe to render as is' })
  body: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
}

/** A version in the history, without its body. */
export class LegalVersionSummaryDto {
  @ApiProperty({ enum: LEGAL_KINDS, enumName: 'LegalDocumentKind' })
  kind: LegalKind;

  @ApiProperty({ minimum: 1 })
  version: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
}

export class LegalVersionPageDto extends PageDtoOf(LegalVersionSummaryDto, {
  items: 'Newest version first',
}) {}
