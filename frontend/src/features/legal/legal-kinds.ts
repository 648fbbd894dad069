import type { LegalDocumentKind } from '@/api/generated/types.gen';

export const LEGAL_KINDS: readonly LegalDocumentKind[] = ['terms', 'privacy', 'guidelines'];

/** What each document is called where it is named (links, tabs, headings before it loads). */
export const LEGAL_LABELS: Record<LegalDocumentKind, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  guidelines: 'Community Guidelines',
};

/** The public page of each document: /terms, /privacy, /guidelines. */
export const legalPath = (kind: LegalDocumentKind) => `/${kind}`;
export const legalHistoryPath = (kind: LegalDocumentKind) => `/${kind}/history`;
export const legalVersionPath = (kind: LegalDocumentKind, version: number) => `/${kind}/versions/${version}`;
