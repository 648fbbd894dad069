import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SupportRequestStatus, UsernameConflictType } from '../support-request-kinds.js';
import { SupportErrors } from '../support.errors.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class CreateUsernameConflictRequestDto {
  @ApiProperty({
    enum: UsernameConflictType,
    enumName: 'UsernameConflictType',
    default: UsernameConflictType.AccountMerge,
  })
  @IsEnum(UsernameConflictType)
  conflictType: UsernameConflictType;

  @ApiProperty({ maxLength: 64 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'desiredUsername is required' })
  @MaxLength(64)
  desiredUsername: string;

  @ApiProperty({ description: 'Ignored: the server uses the signed-in account' })
  @IsString()
  @MaxLength(64)
  currentUsername: string;

  @ApiProperty({ maxLength: 2000 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'explanation is required' })
  @MaxLength(2000)
  explanation: string;

  @ApiProperty({ format: 'email' })
  @Transform(trim)
  @IsEmail({}, { message: SupportErrors.invalidContactEmail })
  @MaxLength(254)
  contactEmail: string;
}

/** A username-conflict request as its sender sees it (it lands in the admins' support inbox). */
export class UsernameConflictRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: UsernameConflictType, enumName: 'UsernameConflictType' }) conflictType: UsernameConflictType;
  @ApiProperty() desiredUsername: string;
  @ApiProperty() currentUsername: string;
  @ApiProperty() explanation: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty({ enum: SupportRequestStatus, enumName: 'SupportRequestStatus' }) status: SupportRequestStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
