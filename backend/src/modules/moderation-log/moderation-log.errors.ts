import { MODERATION_NOTE_MAX_LENGTH } from '@irl/shared';

export const ModerationLogErrors = {
  reasonCategoryInvalid: 'Choose a reason category from the list.',
  noteRequired: 'Write a note: why this action was taken.',
  noteTooLong: `The note can be at most ${MODERATION_NOTE_MAX_LENGTH} characters.`,
  kindInvalid: 'kind must be one of: article, comment, message, archive_entry, profile.',
  sourceInvalid: 'source must be one of: report, takedown_request, moderator_review, automatic.',
} as const;
