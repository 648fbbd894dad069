import { Column, Entity, PrimaryColumn } from 'typeorm';
import { OneToOneOn } from '../../../common/persistence/relations.js';
import { DataExport } from './data-export.entity.js';

/**
 * The built export: the JSON document and the same document zipped. Apart from data_exports so that
 * status polls never read the bytes; removed when the download window ends.
 */
@Entity({ name: 'data_export_files' })
export class DataExportFile {
  @PrimaryColumn({ name: 'export_id', type: 'uuid' })
  exportId: string;

  @OneToOneOn(() => DataExport, 'export_id', { onDelete: 'CASCADE' })
  export?: DataExport;

  @Column({ type: 'bytea' })
  json: Buffer;

  @Column({ type: 'bytea' })
  zip: Buffer;
}
