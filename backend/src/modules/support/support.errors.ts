/** The support module's error messages, named once. */
export const SupportErrors = {
  invalidContactEmail: 'Invalid email',
  nameRequired: 'Please tell us your name',
  relationshipRequired: 'Please say how you are related to what the entry says',
  messageRequired: 'Please say what is wrong and what you ask',
  subjectRequired: 'A takedown or correction request names the article or archive entry it is about',
  subjectNotFound: 'That article or archive entry does not exist',
  submissionKeyReused: 'This form was already sent with other details; reload the page to send a new request',
  requestNotFound: 'Support request not found',
  assigneeNotAdmin: 'Requests can only be assigned to an admin',
  outcomeRequired: 'Answering a takedown or correction request records what was done, with a reason and a note',
  outcomeNotForThisKind: 'Only takedown and correction requests record an outcome',
} as const;
