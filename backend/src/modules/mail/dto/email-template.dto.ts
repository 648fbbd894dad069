import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, EmailTemplateType } from '../entities/email-template.entity.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class EmailTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: EmailTemplateType, enumName: 'EmailTemplateType' }) type: EmailTemplateType;
  @ApiProperty() description: string;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'HTML with {{variables}}' }) body: string;
  @ApiProperty({ type: [String], description: 'The variables the site fills when it sends this e-mail' })
  variables: string[];
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

/** Subject and body of a template (to save, or to preview unsaved). */
export class EmailTemplateContentDto {
  @ApiProperty({ maxLength: EMAIL_SUBJECT_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(EMAIL_SUBJECT_MAX)
  subject: string;

  @ApiProperty({ maxLength: EMAIL_BODY_MAX, description: 'HTML with {{variables}}; cleaned when saved' })
  @IsString()
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(EMAIL_BODY_MAX)
  body: string;
}

export class UpdateEmailTemplateDto extends EmailTemplateContentDto {
  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'description must not be empty' })
  @MaxLength(300)
  description?: string;
}

export class EmailPreviewDto {
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The HTML body as recipients get it (example values, each escaped)' }) html: string;
  @ApiProperty() text: string;
  @ApiProperty({
    type: [String],
    description:
      'Variables the subject or body uses that the site never fills for this template (rendered empty above; ' +
      'saving refuses them), in order of first use; empty when every variable is known',
  })
  unknownVariables: string[];
}
