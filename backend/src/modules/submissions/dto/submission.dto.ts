import { PERSONAL_INFORMATION_KINDS, type PersonalInformationKind } from '@irl/shared/personal-information';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { UserSummaryDto } from '../../users/user-summary.js';
import { SubmissionStatus, SubmissionType } from '@irl/shared';
import { SubmissionErrors } from '../submissions.errors.js';
import { SubmissionFieldsDto } from './submission-fields.dto.js';
import { DecimalInteger, IsIntegerIn } from '../../../common/pipes/decimal-integer.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class DuplicateCandidateDto {
  @ApiProperty({ enum: ['entry', 'submission'], description: 'An archive entry, or a submission still pending' })
  kind: 'entry' | 'submission';

  @ApiProperty({ description: 'Archive entry id (number as text) or submission uuid' })
  id: string;

  @ApiProperty({ enum: SubmissionType, enumName: 'SubmissionType' })
  type: SubmissionType;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true, description: "The entry's slug (entries only)" })
  slug: string | null;

  @ApiProperty({ description: 'pg_trgm similarity of the closest names, 0..1' })
  similarity: number;
}

export class ArchiveEntryLinkDto {
  @ApiProperty({ enum: SubmissionType, enumName: 'SubmissionType' }) type: SubmissionType;
  @ApiProperty() slug: string;
}

/** A submission as its submitter sees it. */
export class MySubmissionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SubmissionType, enumName: 'SubmissionType' }) type: SubmissionType;
  @ApiProperty({ enum: SubmissionStatus, enumName: 'SubmissionStatus' }) status: SubmissionStatus;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, format: 'date-time' }) submittedAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's reason (always given on rejection)" })
  reviewReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ type: ArchiveEntryLinkDto, nullable: true, description: 'The entry an approval created' })
  archiveEntry: ArchiveEntryLinkDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The CSV batch it came from' })
  batchId: string | null;
}

export class SubmissionCreatedDto {
  @ApiProperty({ type: MySubmissionDto }) submission: MySubmissionDto;

  @ApiProperty({
    type: [DuplicateCandidateDto],
    description: 'Entries and pending submissions of the same type with similar names: this may already exist',
  })
  possibleDuplicates: DuplicateCandidateDto[];
}

export class MySubmissionPageDto extends CountedPageDtoOf(MySubmissionDto, 'How many submissions the user made', {
  items: 'Newest first',
}) {}

/** A row of the review inbox. */
export class AdminSubmissionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SubmissionType, enumName: 'SubmissionType' }) type: SubmissionType;
  @ApiProperty({ enum: SubmissionStatus, enumName: 'SubmissionStatus' }) status: SubmissionStatus;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, format: 'date-time' }) submittedAt: string;
  @ApiProperty({ type: UserSummaryDto }) submittedBy: UserSummaryDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) batchId: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Row number in the CSV file' }) batchRow: number | null;
  @ApiProperty({
    description:
      'How many possible duplicates (similar entries or pending submissions) were recorded for it: on submit, or by the check that follows a CSV import',
  })
  possibleDuplicateCount: number;
}

export class AdminSubmissionPageDto extends CountedPageDtoOf(
  AdminSubmissionSummaryDto,
  'How many submissions match the filters',
  { items: 'Newest first' },
) {}

/** Personal information found in one field, marked for the reviewer. */
export class PersonalInformationMatchDto {
  @ApiProperty({ example: 'description', description: 'The field (a list item as `nicknames[1]`)' })
  field: string;
  @ApiProperty({ enum: PERSONAL_INFORMATION_KINDS, enumName: 'PersonalInformationKind' })
  kind: PersonalInformationKind;
  @ApiProperty({ example: '(415) 555-2671', description: 'What was found, as written' })
  text: string;
}

/** One submission with every field, for the review view. */
export class AdminSubmissionDto extends AdminSubmissionSummaryDto {
  @ApiProperty({
    type: [PersonalInformationMatchDto],
    description:
      'Phone numbers, e-mail and street addresses, exact coordinates (of a residence) and identity numbers found in its fields, for the reviewer to remove or refuse',
  })
  personalInformation: PersonalInformationMatchDto[];
  @ApiProperty({ type: SubmissionFieldsDto, description: 'Every field as stored (only those given)' })
  fields: SubmissionFieldsDto;
  @ApiProperty({ type: String, nullable: true }) reviewReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) reviewedBy: UserSummaryDto | null;
  @ApiProperty({ type: ArchiveEntryLinkDto, nullable: true }) archiveEntry: ArchiveEntryLinkDto | null;
  @ApiProperty({ type: [DuplicateCandidateDto], description: 'Similar entries and other pending submissions' })
  possibleDuplicates: DuplicateCandidateDto[];
}

export class ListAdminSubmissionsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SubmissionStatus, enumName: 'SubmissionStatus' })
  @IsOptional()
  @IsEnum(SubmissionStatus)
  status?: SubmissionStatus;

  @ApiPropertyOptional({ enum: SubmissionType, enumName: 'SubmissionType' })
  @IsOptional()
  @IsEnum(SubmissionType)
  type?: SubmissionType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the rows of this CSV batch' })
  @IsOptional()
  @IsUUID()
  batchId?: string;
}

export class RejectSubmissionDto {
  @ApiProperty({ minLength: 1, maxLength: 1000, description: 'Told to the submitter' })
  @Transform(trim)
  @IsString({ message: SubmissionErrors.reasonRequired })
  @MinLength(1, { message: SubmissionErrors.reasonRequired })
  @MaxLength(1000)
  reason: string;
}

export class BatchDecisionResultDto {
  @ApiProperty({ description: 'How many pending submissions of the batch were decided' }) decided: number;
}

export class PeopleQuery {
  @ApiPropertyOptional({ description: 'Part of a name, nickname or AKA; empty lists people A–Z', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @DecimalInteger()
  @IsIntegerIn(1, 50)
  limit?: number;
}

export class PersonOptionDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
}
