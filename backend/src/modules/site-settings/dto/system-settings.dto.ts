import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CUSTOM_CSS_MAX_LENGTH } from '../custom-css.js';
import { SITE_DESCRIPTION_MAX_LENGTH, SITE_TITLE_MAX_LENGTH } from '../site-settings.js';
import { trim } from '../../../common/text/trim-transforms.js';

/** What every visitor's page uses: title, description and theme rules (the CSS is served on its own). */
export class PublicSiteSettingsDto {
  @ApiProperty() siteTitle: string;
  @ApiProperty() siteDescription: string;
  @ApiProperty() darkModeDefault: boolean;
  @ApiProperty() allowThemeSwitching: boolean;
  @ApiProperty({
    description: 'Address of the cleaned custom stylesheet; null when there is none',
    type: String,
    nullable: true,
  })
  customCssUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    description: 'Where to write to the admins (the Website tab, else SUPPORT_CONTACT_EMAIL); null when none is set',
  })
  contactEmail: string | null;
}

export class SystemSettingsDto {
  @ApiProperty({ maxLength: SITE_TITLE_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SITE_TITLE_MAX_LENGTH)
  siteTitle: string;

  @ApiProperty({ maxLength: SITE_DESCRIPTION_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @MaxLength(SITE_DESCRIPTION_MAX_LENGTH)
  siteDescription: string;

  @ApiProperty()
  @IsBoolean()
  darkModeDefault: boolean;

  @ApiProperty()
  @IsBoolean()
  allowThemeSwitching: boolean;

  @ApiProperty({
    maxLength: CUSTOM_CSS_MAX_LENGTH,
    description:
      'Parsed and cleaned before it is stored and served: @import, url() to other origins, expression(), behavior, -moz-binding and javascript: are removed',
  })
  @IsString()
  @MaxLength(CUSTOM_CSS_MAX_LENGTH)
  customCSS: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 254,
    description: 'The contact address the site shows; empty for none. Left out: the saved address stays.',
  })
  @IsOptional()
  @Transform(trim)
  @ValidateIf((body: SystemSettingsDto) => body.contactEmail !== '')
  @IsEmail({}, { message: 'contactEmail must be an e-mail address (or empty)' })
  @MaxLength(254)
  contactEmail?: string;
}
