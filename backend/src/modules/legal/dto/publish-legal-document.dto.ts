import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/text/trim-transforms.js';
import { HasVisibleText } from '../../articles/dto/article-input.transforms.js';

export const LEGAL_TITLE_MAX_LENGTH = 200;
export const LEGAL_BODY_MAX_LENGTH = 100_000;

/** A new version of a legal document (admins). */
export class PublishLegalDocumentDto {
  @ApiProperty({ maxLength: LEGAL_TITLE_MAX_LENGTH, example: 'Terms of Service', description: 'Trimmed' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LEGAL_TITLE_MAX_LENGTH)
  title: string;

  @ApiProperty({
    maxLength: LEGAL_BODY_MAX_LENGTH,
    description:
      'HTML, sanitised on save with the articles allow-list (p, br, strong, em, u, h1-h3, lists, blockquote, pre, ' +
      'links with http, https, mailto or a site-relative path); must have visible text',
  })
  @Transform(trim)
  @IsString()
  @MaxLength(LEGAL_BODY_MAX_LENGTH)
  @HasVisibleText()
  body: string;
}
