import type { EntityClass } from '../../../database/entity-class.js';
import { UserSettings } from './user-settings.entity.js';

export const ACCOUNT_ENTITIES: EntityClass[] = [UserSettings];
