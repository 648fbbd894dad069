import type { EntityClass } from '../../../database/entity-class.js';
import { DataExportFile } from './data-export-file.entity.js';
import { DataExport } from './data-export.entity.js';

/** Entities of the data-export module (database/entities.ts collects every module's list). */
export const DATA_EXPORT_ENTITIES: EntityClass[] = [DataExport, DataExportFile];
