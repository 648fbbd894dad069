import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { StoreItemKind } from '../entities/store-item.entity.js';

export class ListStoreItemsQuery {
  @ApiPropertyOptional({ enum: StoreItemKind, enumName: 'StoreItemKind', description: 'Only items of this kind' })
  @IsOptional()
  @IsEnum(StoreItemKind)
  kind?: StoreItemKind;
}
