/** The body of POST /api/admin/users/{id}/ban: a reason category and a note (add durationDays to suspend). */
export function banBody(note = 'Broke the rules', extra: { durationDays?: number; reasonCategory?: string } = {}) {
  return { reasonCategory: 'spam', note, ...extra };
}
