import { REPORT_DETAILS_MAX_LENGTH } from '@irl/shared';

/** The reports module's error messages, named once. */
export const ReportErrors = {
  subjectNotFound: 'There is nothing to report here: it does not exist or you cannot see it.',
  ownContent: 'You cannot report your own content.',
  alreadyReported: 'You have already reported this. A moderator will look at it.',
  detailsRequired: 'Please say in a few words what is wrong (needed when the reason is "Other").',
  detailsTooLong: `The details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  detailsControlCharacters: 'The details cannot contain control characters.',
  reasonInvalid: 'Choose one of the report reasons.',
  subjectKindInvalid: 'Choose what is reported: an article, a comment, a message, an archive entry or a profile.',
  subjectIdInvalid: 'The id of the reported item is not valid.',
  noOpenReports: 'There are no open reports on this item.',
  actionNotAllowed: 'This action does not apply to this kind of item.',
  articleDeleteAdminOnly: 'Only an admin can delete an article.',
} as const;
