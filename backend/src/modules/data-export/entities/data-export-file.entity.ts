import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { DataExport } from './data-export.entity.js';

/**
 * The built export: the JSON document and the same document zipped. Apart from data_exports so that
 * status polls never read the bytes; removed when the download window ends.
 */
@Entity({ name: 'data_export_files' })
export class DataExportFile {
  @PrimaryColumn({ name: 'export_id', type: 'uuid' })
  exportId: string;

  @OneToOne(() => DataExport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'export_id' })
  export?: DataExport;

  @Column({ type: 'bytea' })
  json: Buffer;

  @Column({ type: 'bytea' })
  zip: Buffer;
}
