import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import {
  FEATURE_ACCESS_MODES,
  FEATURE_ACCESS_SUMMARIES,
  FeatureSwitchesDto,
  featureModeProperty as modeProperty,
  type FeatureAccessMode,
  type FeatureAccessSummary,
} from '../feature-access.js';

/** Some of the four switches; the ones left out keep their value. */
export class FeatureSwitchesChangeDto {
  @ApiPropertyOptional(modeProperty('Browse Content'))
  @IsOptional()
  @IsIn(FEATURE_ACCESS_MODES)
  browse?: FeatureAccessMode;

  @ApiPropertyOptional(modeProperty('Flair Store'))
  @IsOptional()
  @IsIn(FEATURE_ACCESS_MODES)
  store?: FeatureAccessMode;

  @ApiPropertyOptional(modeProperty('Content Creation'))
  @IsOptional()
  @IsIn(FEATURE_ACCESS_MODES)
  contribute?: FeatureAccessMode;

  @ApiPropertyOptional(modeProperty('Direct Messages'))
  @IsOptional()
  @IsIn(FEATURE_ACCESS_MODES)
  messages?: FeatureAccessMode;
}

/** `mode` sets all four switches; `features` sets the named ones (applied after `mode`). One of them is required. */
export class SetFeatureAccessDto {
  @ApiPropertyOptional({
    ...modeProperty('All four switches at once (required when `features` is absent)'),
  })
  @ValidateIf((body: SetFeatureAccessDto) => body.features === undefined || body.mode !== undefined)
  @IsIn(FEATURE_ACCESS_MODES)
  mode?: FeatureAccessMode;

  @ApiPropertyOptional({ type: FeatureSwitchesChangeDto, description: 'Individual switches' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FeatureSwitchesChangeDto)
  features?: FeatureSwitchesChangeDto;
}

export class FeatureAccessDto {
  @ApiProperty({
    enum: FEATURE_ACCESS_SUMMARIES,
    enumName: 'FeatureAccessSummary',
    description: "'everyone' or 'admins' when all four switches agree, otherwise 'mixed'",
  })
  mode: FeatureAccessSummary;

  @ApiProperty({ type: FeatureSwitchesDto })
  features: FeatureSwitchesDto;
}
