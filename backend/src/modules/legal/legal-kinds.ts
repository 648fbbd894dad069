import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** The documents the site publishes, by kind (the path segment of /api/legal/{kind}). */
export const LEGAL_KINDS = ['terms', 'privacy', 'guidelines'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The kinds a member accepts (at sign-up, and again when a newer version is published). */
export const ACCEPTED_KINDS = ['terms', 'privacy'] as const satisfies readonly LegalKind[];
export type AcceptedKind = (typeof ACCEPTED_KINDS)[number];

export const isLegalKind = (value: unknown): value is LegalKind =>
  typeof value === 'string' && (LEGAL_KINDS as readonly string[]).includes(value);

/** A kind in the path: any other word names no document (404), like an unknown page. */
export class LegalKindPipe implements PipeTransform<string, LegalKind> {
  transform(value: string): LegalKind {
    if (!isLegalKind(value)) throw new NotFoundException(LegalErrors.documentNotFound);
    return value;
  }
}

/** The legal module's error messages, named once. */
export const LegalErrors = {
  documentNotFound: 'Document Not Found',
  versionNotFound: 'Version Not Found',
} as const;
