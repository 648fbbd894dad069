import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { trim } from '../../../common/text/trim-transforms.js';
import { SupportRequestKind, SupportRequestStatus, SupportSubjectKind } from '../support-request-kinds.js';
import { SupportErrors } from '../support.errors.js';

export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_RELATIONSHIP_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;
const MAX_INT4 = 2_147_483_647;

/** The kinds anyone may file through the public form (username conflicts have their own signed-in form). */
export const PUBLIC_REQUEST_KINDS = [
  SupportRequestKind.Takedown,
  SupportRequestKind.Correction,
  SupportRequestKind.Other,
] as const;

/** "This entry is about me": a takedown or correction request, open to anyone, signed in or not. */
export class CreateSupportRequestDto {
  @ApiProperty({ enum: PUBLIC_REQUEST_KINDS, enumName: 'PublicSupportRequestKind', description: 'What they ask for' })
  @IsIn(PUBLIC_REQUEST_KINDS, { message: `kind must be one of: ${PUBLIC_REQUEST_KINDS.join(', ')}` })
  kind: (typeof PUBLIC_REQUEST_KINDS)[number];

  @ApiPropertyOptional({
    enum: SupportSubjectKind,
    enumName: 'SupportSubjectKind',
    description: 'What the request is about; required for takedown and correction requests',
  })
  @ValidateIf((body: CreateSupportRequestDto) => body.kind !== SupportRequestKind.Other || body.subjectKind != null)
  @IsEnum(SupportSubjectKind, { message: SupportErrors.subjectRequired })
  subjectKind?: SupportSubjectKind;

  @ApiPropertyOptional({ type: Number, minimum: 1, description: 'The id of the article or archive entry' })
  @ValidateIf((body: CreateSupportRequestDto) => body.kind !== SupportRequestKind.Other || body.subjectId != null)
  @Type(() => Number)
  @IsInt({ message: SupportErrors.subjectRequired })
  @Min(1, { message: SupportErrors.subjectRequired })
  @Max(MAX_INT4, { message: SupportErrors.subjectNotFound })
  subjectId?: number;

  @ApiProperty({ maxLength: SUPPORT_NAME_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: SupportErrors.nameRequired })
  @MaxLength(SUPPORT_NAME_MAX)
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254, description: 'Where the answer is sent' })
  @Transform(trim)
  @IsEmail({}, { message: SupportErrors.invalidContactEmail })
  @MaxLength(254)
  email: string;

  @ApiProperty({
    maxLength: SUPPORT_RELATIONSHIP_MAX,
    description: 'How they relate to the subject (e.g. "I am the person named", "their lawyer")',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: SupportErrors.relationshipRequired })
  @MaxLength(SUPPORT_RELATIONSHIP_MAX)
  relationship: string;

  @ApiProperty({ maxLength: SUPPORT_MESSAGE_MAX, description: 'What is wrong, and what they ask' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: SupportErrors.messageRequired })
  @MaxLength(SUPPORT_MESSAGE_MAX)
  message: string;

  @ApiProperty({
    format: 'uuid',
    description:
      'Made once by the form when it opens: sending the same key again (a retry, a double click) answers with the request already stored instead of storing a second one',
  })
  @IsUUID('all')
  submissionKey: string;
}

/** What the requester is told: the request is stored (nothing else about it is echoed). */
export class SupportRequestReceiptDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SupportRequestKind, enumName: 'SupportRequestKind' }) kind: SupportRequestKind;
  @ApiProperty({ enum: SupportRequestStatus, enumName: 'SupportRequestStatus' }) status: SupportRequestStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
