import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  MASS_CONTENT_MAX,
  MASS_SUBJECT_MAX,
  MassMessageStatus,
  RecipientGroup,
} from '../entities/mass-message.entity.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class CreateMassMessageDto {
  @ApiProperty({ maxLength: MASS_SUBJECT_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(MASS_SUBJECT_MAX)
  subject: string;

  @ApiProperty({ maxLength: MASS_CONTENT_MAX, description: 'Plain text' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(MASS_CONTENT_MAX)
  content: string;

  @ApiProperty({
    enum: RecipientGroup,
    enumName: 'RecipientGroup',
    description: 'premium: users who have paid for anything (a payment that succeeded and was not fully refunded)',
  })
  @IsEnum(RecipientGroup)
  recipients: RecipientGroup;
}

export class MassMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: RecipientGroup, enumName: 'RecipientGroup' }) recipients: RecipientGroup;
  @ApiProperty({ enum: MassMessageStatus, enumName: 'MassMessageStatus' }) status: MassMessageStatus;
  @ApiProperty({ description: 'Recipients in the group' }) total: number;
  @ApiProperty({ description: 'Recipients who have the message in their inbox' }) done: number;
  @ApiProperty({ description: 'E-mails sent' }) emailed: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
}

export class CommunicationsStatusDto {
  @ApiProperty({ description: 'Whether e-mail is configured (SMTP_URL); when false nothing is e-mailed' })
  emailEnabled: boolean;
}
