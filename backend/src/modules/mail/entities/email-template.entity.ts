import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { UpdatedAtColumn } from '../../../common/persistence/timestamps.js';
import type { UserRecord } from '../../users/user-record.js';

export enum EmailTemplateType {
  MassMessage = 'mass-message',
  Notification = 'notification',
}

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20000;

/**
 * An e-mail the site sends, editable by admins. Subject and body hold named variables written
 * {{name}}; the body is HTML (cleaned when saved) and every variable is HTML-escaped when rendered.
 */
@Entity({ name: 'email_templates' })
@Index('UQ_email_templates_name', ['name'], { unique: true })
export class EmailTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable key the code looks the template up by (e.g. mass-message). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'enum', enum: EmailTemplateType, enumName: 'email_template_type' })
  type: EmailTemplateType;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: EMAIL_SUBJECT_MAX })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedById: string | null;

  @ManyToOneOn('User', 'updated_by', { onDelete: 'SET NULL' })
  updatedBy?: UserRecord;

  @UpdatedAtColumn()
  updatedAt: Date;
}
