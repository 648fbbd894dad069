import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, AnnouncementType } from '../entities/announcement.entity.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class CreateAnnouncementDto {
  @ApiProperty({ maxLength: ANNOUNCEMENT_TITLE_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(ANNOUNCEMENT_TITLE_MAX)
  title: string;

  @ApiProperty({ maxLength: ANNOUNCEMENT_CONTENT_MAX, description: 'Plain text' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(ANNOUNCEMENT_CONTENT_MAX)
  content: string;

  @ApiProperty({ enum: AnnouncementType, enumName: 'AnnouncementType' })
  @IsEnum(AnnouncementType)
  type: AnnouncementType;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Hidden from then on; absent: until ended' })
  @IsOptional()
  @IsDateString({ strict: true })
  expiresAt?: string;
}

export enum AnnouncementState {
  Active = 'active',
  Ended = 'ended',
  Expired = 'expired',
}

/** What signed-in users see in the banner. */
export class AnnouncementDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: AnnouncementType, enumName: 'AnnouncementType' }) type: AnnouncementType;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
}

/** The admins' view: also whether it still shows, and how many users closed it. */
export class AdminAnnouncementDto extends AnnouncementDto {
  @ApiProperty({ enum: AnnouncementState, enumName: 'AnnouncementState' }) state: AnnouncementState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt: string | null;
  @ApiProperty({ description: 'Users who dismissed it' }) dismissedCount: number;
}
