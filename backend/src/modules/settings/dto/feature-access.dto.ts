import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { FEATURE_ACCESS_MODES, type FeatureAccessMode } from '../feature-access.js';

export class FeatureAccessDto {
  @ApiProperty({
    enum: FEATURE_ACCESS_MODES,
    enumName: 'FeatureAccessMode',
    description: 'Who may use Browse, Store, Contribute and Direct Messages',
  })
  @IsIn(FEATURE_ACCESS_MODES)
  mode: FeatureAccessMode;
}
