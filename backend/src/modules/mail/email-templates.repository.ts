import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { EmailTemplate } from './entities/email-template.entity.js';
import type { EmailTemplateDefinition } from './email-template-defaults.js';

export type EmailTemplateChanges = Pick<EmailTemplate, 'subject' | 'body' | 'description'>;

/** The SQL of email_templates. */
@Injectable()
export class EmailTemplatesRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private templates(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(EmailTemplate);
  }

  list(): Promise<EmailTemplate[]> {
    return this.templates().find({ order: { type: 'ASC', name: 'ASC' } });
  }

  findById(id: string, transaction?: EntityManager): Promise<EmailTemplate | null> {
    return this.templates(transaction).findOneBy({ id });
  }

  findByName(name: string): Promise<EmailTemplate | null> {
    return this.templates().findOneBy({ name });
  }

  /** Inserts the templates that do not exist yet (by name); edited ones are left alone. */
  async insertMissing(definitions: EmailTemplateDefinition[]): Promise<void> {
    await this.manager().query(
      `INSERT INTO email_templates (name, type, description, subject, body)
       SELECT * FROM unnest($1::varchar[], $2::email_template_type[], $3::varchar[], $4::varchar[], $5::text[])
       ON CONFLICT (name) DO NOTHING`,
      [
        definitions.map((d) => d.name),
        definitions.map((d) => d.type),
        definitions.map((d) => d.description),
        definitions.map((d) => d.subject),
        definitions.map((d) => d.body),
      ],
    );
  }

  async update(id: string, changes: EmailTemplateChanges, adminId: string, transaction: EntityManager) {
    await this.templates(transaction).update({ id }, { ...changes, updatedById: adminId });
    return this.findById(id, transaction);
  }

  moveEditors(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'email_templates', 'updated_by', pair);
  }
}
