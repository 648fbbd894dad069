import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQueryOf } from '../../../common/pagination/page-query.js';

export const DEFAULT_AUDIT_PAGE_SIZE = 50;

export class AuditUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'null when the account no longer exists' })
  username: string | null;

  @ApiProperty({ description: "Name resolved with the display-name rule; 'Deleted user' when the account is gone" })
  displayName: string;
}

/** One recorded action. */
export class AuditLogEntryDto {
  @ApiProperty({ example: '1042' })
  id: string;

  @ApiProperty({ example: 'admin.user.banned', description: "Dotted verb: 'user.followed', 'admin.user.banned', ..." })
  action: string;

  @ApiProperty({ type: AuditUserDto, nullable: true, description: 'Who acted; null for the system' })
  actor: AuditUserDto | null;

  @ApiProperty({ type: AuditUserDto, nullable: true, description: 'The user the action was about, if any' })
  target: AuditUserDto | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What the action recorded (varies by action)',
  })
  details: Record<string, unknown>;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A moderation action's note (why it was taken); null for other actions",
  })
  note: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class AuditLogPageDto extends PageDtoOf(AuditLogEntryDto, {
  nextCursor: 'Pass as cursor to get older entries; null on the last page',
}) {}

export class ListAuditLogQuery extends PageQueryOf({ defaultLimit: DEFAULT_AUDIT_PAGE_SIZE, maxLimit: 100 }) {}
