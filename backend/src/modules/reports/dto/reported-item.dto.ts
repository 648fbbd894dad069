import { ApiProperty } from '@nestjs/swagger';
import {
  MODERATION_SUBJECT_KINDS,
  REPORT_ACTIONS,
  REPORT_REASONS,
  type ModerationSubjectKind,
  type ReportAction,
  type ReportReason,
} from '@irl/shared';
import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserSummaryDto } from '../../users/user-summary.js';

export const REPORTED_ITEM_STATES = ['visible', 'held', 'hidden', 'deleted'] as const;
export type ReportedItemState = (typeof REPORTED_ITEM_STATES)[number];

export class ReportReasonCountDto {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;

  @ApiProperty({ minimum: 1 })
  count: number;
}

/** The words one reporter added (their name is not shown: moderators judge the item, not the reporter). */
export class ReportDetailsDto {
  @ApiProperty({ enum: REPORT_REASONS })
  reason: ReportReason;

  @ApiProperty()
  details: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** What the reported item is, as the moderator needs to judge it. */
export class ReportedItemPreviewDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The item's title or name (an article, an archive entry, the article a comment is on, a profile's username)",
  })
  title: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The start of its text (a comment, a message, an article)',
  })
  excerpt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A path inside the site where it is shown; null for a direct message',
  })
  link: string | null;

  @ApiProperty({ enum: REPORTED_ITEM_STATES, description: "'deleted' once the item is gone" })
  state: ReportedItemState;
}

/** One reported item with its open reports, as the review inbox lists it. */
export class ReportedItemDto {
  @ApiProperty({ enum: MODERATION_SUBJECT_KINDS })
  subjectKind: ModerationSubjectKind;

  @ApiProperty({ example: '42' })
  subjectId: string;

  @ApiProperty({ type: ReportedItemPreviewDto })
  preview: ReportedItemPreviewDto;

  @ApiProperty({
    type: UserSummaryDto,
    nullable: true,
    description: "The item's author; null for the site's own items",
  })
  author: UserSummaryDto | null;

  @ApiProperty({ description: 'Open reports on the item (one per member)' })
  openReports: number;

  @ApiProperty({ type: [ReportReasonCountDto], description: 'Open reports per reason, most frequent first' })
  reasons: ReportReasonCountDto[];

  @ApiProperty({ type: [ReportDetailsDto], description: "The reporters' own words, newest first" })
  details: ReportDetailsDto[];

  @ApiProperty({ format: 'date-time', description: 'When the newest open report was made' })
  lastReportedAt: string;

  @ApiProperty({
    enum: REPORT_ACTIONS,
    isArray: true,
    description: 'The actions that apply to this item for the caller',
  })
  actions: ReportAction[];
}

export class ReportedItemPageDto extends CountedPageDtoOf(ReportedItemDto, 'Number of items with open reports', {
  items: 'Newest report first',
}) {}
