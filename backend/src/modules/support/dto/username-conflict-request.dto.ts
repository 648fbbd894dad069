import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UsernameConflictType } from '../entities/username-conflict-request.entity.js';
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

export class UsernameConflictRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: UsernameConflictType, enumName: 'UsernameConflictType' }) conflictType: UsernameConflictType;
  @ApiProperty() desiredUsername: string;
  @ApiProperty() currentUsername: string;
  @ApiProperty() explanation: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty({ enum: ['open', 'resolved'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
