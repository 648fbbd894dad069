import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsEnum } from 'class-validator';
import { NotificationFrequency } from '../entities/notification-preferences.entity.js';

/** A user's e-mail choices (mass messages are e-mailed when `messages` is on and frequency is not never). */
export class NotificationPreferencesDto {
  @ApiProperty() @IsBoolean() accountChanges: boolean;
  @ApiProperty() @IsBoolean() messages: boolean;
  @ApiProperty() @IsBoolean() articles: boolean;
  @ApiProperty() @IsBoolean() digest: boolean;
  @ApiProperty() @IsBoolean() marketing: boolean;

  @ApiProperty({ enum: NotificationFrequency, enumName: 'NotificationFrequency' })
  @IsEnum(NotificationFrequency)
  frequency: NotificationFrequency;
}
