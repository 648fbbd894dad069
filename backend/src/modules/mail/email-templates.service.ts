import { Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sanitizeHtml from 'sanitize-html';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import type { FieldErrorDto } from '../../common/http/error-response.dto.js';
import { AuditService } from '../audit/audit.service.js';
import { MailErrors } from './mail.errors.js';
import type {
  EmailPreviewDto,
  EmailTemplateContentDto,
  EmailTemplateDto,
  UpdateEmailTemplateDto,
} from './dto/email-template.dto.js';
import type { EmailTemplate } from './entities/email-template.entity.js';
import { EmailTemplatesRepository } from './email-templates.repository.js';
import { EMAIL_TEMPLATE_DEFAULTS, templateDefinition } from './email-template-defaults.js';
import { renderTemplate, variablesIn, type RenderedEmail, type TemplateVariables } from './template-render.js';

/** What a template body may hold: ordinary e-mail markup and inline styles; no scripts, forms or frames. */
const BODY_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'align'],
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width'],
    table: ['width', 'cellpadding', 'cellspacing', 'border'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** E-mail templates: stored in PostgreSQL, edited by admins, rendered for the preview and for sending. */
@Injectable()
export class EmailTemplatesService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: EmailTemplatesRepository,
    private readonly audit: AuditService,
  ) {}

  /** Every install has the site's templates: the missing ones are added with their default text. */
  async onApplicationBootstrap(): Promise<void> {
    await this.ensureDefaults();
  }

  ensureDefaults(): Promise<void> {
    return this.templates.insertMissing(EMAIL_TEMPLATE_DEFAULTS);
  }

  async list(): Promise<EmailTemplateDto[]> {
    return (await this.templates.list()).map(toDto);
  }

  async update(adminId: string, id: string, body: UpdateEmailTemplateDto): Promise<EmailTemplateDto> {
    const template = await this.find(id);
    const cleaned = { subject: body.subject, body: sanitizeHtml(body.body, BODY_HTML) };
    assertKnownVariables(template.name, cleaned);
    const saved = await this.dataSource.transaction(async (manager) => {
      const updated = await this.templates.update(
        id,
        { ...cleaned, description: body.description ?? template.description },
        adminId,
        manager,
      );
      await this.audit.record(
        { actorId: adminId, action: 'email-template.updated', details: { templateId: id, name: template.name } },
        manager,
      );
      return updated!;
    });
    return toDto(saved);
  }

  /** The unsaved subject and body rendered with the template's example values, exactly as sending would. */
  async preview(id: string, content: EmailTemplateContentDto): Promise<EmailPreviewDto> {
    const template = await this.find(id);
    const cleaned = { subject: content.subject, body: sanitizeHtml(content.body, BODY_HTML) };
    const rendered = renderTemplate(cleaned, templateDefinition(template.name)?.variables ?? {});
    const unknown = unknownVariables(template.name, cleaned).map((entry) => entry.variable);
    return { ...rendered, unknownVariables: [...new Set(unknown)] };
  }

  /** Renders the stored template (or its default text when the row is gone) for one recipient. */
  async render(name: string, variables: TemplateVariables): Promise<RenderedEmail> {
    return renderTemplate(await this.content(name), variables);
  }

  /** The stored subject and body of a template, to render many times. */
  async content(name: string): Promise<{ subject: string; body: string }> {
    const stored = await this.templates.findByName(name);
    const fallback = templateDefinition(name);
    if (!stored && !fallback) throw new Error(`No e-mail template ${name}`);
    return stored ?? fallback!;
  }

  /** Credits the templates' last edits to the merged account (communications' merge step, in its transaction). */
  moveEditors(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return this.templates.moveEditors(manager, pair);
  }

  private async find(id: string): Promise<EmailTemplate> {
    const template = /^[0-9a-f-]{36}$/i.test(id) ? await this.templates.findById(id) : null;
    if (!template) throw new NotFoundException(MailErrors.templateNotFound);
    return template;
  }
}

/** The variables a text uses that the site never fills (they would render empty), with the field using each. */
function unknownVariables(
  name: string,
  content: { subject: string; body: string },
): { field: 'subject' | 'body'; variable: string }[] {
  const known = Object.keys(templateDefinition(name)?.variables ?? {});
  return (['subject', 'body'] as const).flatMap((field) =>
    variablesIn(content[field])
      .filter((variable) => !known.includes(variable))
      .map((variable) => ({ field, variable })),
  );
}

/** A variable the site never fills would silently render empty: refuse it when saving. */
function assertKnownVariables(name: string, content: { subject: string; body: string }): void {
  const errors: FieldErrorDto[] = unknownVariables(name, content).map(({ field, variable }) => ({
    field,
    reason: MailErrors.unknownVariable(variable),
  }));
  if (errors.length > 0) throw new ValidationFailedException(errors);
}

function toDto(template: EmailTemplate): EmailTemplateDto {
  return {
    id: template.id,
    name: template.name,
    type: template.type,
    description: template.description,
    subject: template.subject,
    body: template.body,
    variables: Object.keys(templateDefinition(template.name)?.variables ?? {}),
    updatedAt: template.updatedAt.toISOString(),
  };
}
