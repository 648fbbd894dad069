import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { UserSummaryDto } from '../../users/user-summary.js';
import { FlairApplicationStatus } from '../entities/flair-application.entity.js';
import { FlairDto } from './flair.dto.js';
import { trim } from '../../../common/text/trim-transforms.js';

const trimEach = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? (value as unknown[]).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '')
    : value;
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

export class ApplyForFlairDto {
  @ApiProperty({ maxLength: 100, description: 'The name the applicant is known by' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'applicantName is required' })
  @MaxLength(100)
  applicantName: string;

  @ApiProperty({ maxLength: 2000, description: 'Why the applicant should have this flair' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'reasonNote is required' })
  @MaxLength(2000)
  reasonNote: string;

  @ApiProperty({ type: [String], maxItems: 10, description: 'Links that prove the claim (blank entries dropped)' })
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(10)
  @IsUrl(URL_OPTIONS, { each: true, message: 'each proof link must be an http(s) URL' })
  @MaxLength(500, { each: true })
  proofLinks: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'A link to an image or video' })
  @Transform(blankToNull)
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsUrl(URL_OPTIONS, { message: 'mediaProof must be an http(s) URL' })
  @MaxLength(500)
  mediaProof?: string | null;
}

export class FlairApplicationDto {
  @ApiProperty() id: number;
  @ApiProperty() flairId: number;
  @ApiProperty({ type: FlairDto }) flair: FlairDto;
  @ApiProperty({ enum: FlairApplicationStatus, enumName: 'FlairApplicationStatus' }) status: FlairApplicationStatus;
  @ApiProperty() applicantName: string;
  @ApiProperty() reasonNote: string;
  @ApiProperty({ type: [String] }) proofLinks: string[];
  @ApiProperty({ type: String, nullable: true }) mediaProof: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's reason" }) reviewReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After a denial: the moment a new application becomes possible',
  })
  nextApplicationAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** An application as the admins review it. */
export class AdminFlairApplicationDto extends FlairApplicationDto {
  @ApiProperty({ type: UserSummaryDto }) applicant: UserSummaryDto;
  @ApiProperty({ type: UserSummaryDto, nullable: true }) reviewer: UserSummaryDto | null;
}

export class ListFlairApplicationsQuery {
  @ApiPropertyOptional({ enum: FlairApplicationStatus, enumName: 'FlairApplicationStatus' })
  @IsOptional()
  @IsEnum(FlairApplicationStatus)
  status?: FlairApplicationStatus;
}

export class ReviewFlairApplicationDto {
  @ApiPropertyOptional({ maxLength: 500, description: 'Told to the applicant' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
