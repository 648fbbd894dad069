import type { EntityClass } from '../../../database/entity-class.js';
import { StoreItem } from './store-item.entity.js';

export const STORE_ENTITIES: EntityClass[] = [StoreItem];
