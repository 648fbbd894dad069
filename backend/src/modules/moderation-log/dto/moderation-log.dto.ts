import {
  MODERATION_ACTIONS,
  MODERATION_REASON_CATEGORIES,
  MODERATION_SOURCES,
  MODERATION_SUBJECT_KINDS,
  type ModerationAction,
  type ModerationReasonCategory,
  type ModerationSource,
  type ModerationSubjectKind,
} from '@irl/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { ModerationLogErrors } from '../moderation-log.errors.js';

/** One public line of the moderation log: no person, no removed text. */
export class ModerationLogEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MODERATION_SUBJECT_KINDS, enumName: 'ModerationSubjectKind' })
  subjectKind: ModerationSubjectKind;

  @ApiProperty({ enum: MODERATION_ACTIONS, enumName: 'ModerationAction' })
  action: ModerationAction;

  @ApiProperty({ enum: MODERATION_SOURCES, enumName: 'ModerationSource', description: 'What set the action in motion' })
  source: ModerationSource;

  @ApiProperty({ enum: MODERATION_REASON_CATEGORIES, enumName: 'ModerationReasonCategory' })
  reasonCategory: ModerationReasonCategory;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Public words about where it happened (an article title), never a person',
  })
  context: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A public link for the context (a site path)' })
  contextPath: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class ModerationLogPageDto extends CountedPageDtoOf(
  ModerationLogEntryDto,
  'Number of entries matching the filter',
  { items: 'Newest first' },
) {}

export class ModerationLogQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: MODERATION_SUBJECT_KINDS,
    enumName: 'ModerationSubjectKind',
    description: 'Only this kind of item',
  })
  @IsOptional()
  @IsIn(MODERATION_SUBJECT_KINDS, { message: ModerationLogErrors.kindInvalid })
  kind?: ModerationSubjectKind;

  @ApiPropertyOptional({
    enum: MODERATION_SOURCES,
    enumName: 'ModerationSource',
    description: 'Only actions set in motion this way',
  })
  @IsOptional()
  @IsIn(MODERATION_SOURCES, { message: ModerationLogErrors.sourceInvalid })
  source?: ModerationSource;
}
