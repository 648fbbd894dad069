import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '../common/idempotency/idempotent.decorator.js';

/*
 * Every operation that creates or sends something takes an Idempotency-Key (@Idempotent()), so a
 * double submit or a retry creates one row. Read from the committed API document (npm run api:check
 * keeps it equal to the code): a new POST fails here until it is marked, or listed below with the
 * reason a repeat of it cannot create anything twice.
 */

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description?: string }>;
}

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

/** POST operations that take no key: each moves a state, sets a value or signs in and out. */
const CREATES_NOTHING: Record<string, string> = {
  logout: 'ends the session; a repeat finds none',
  rootLogin: 'signs in; a repeat signs in again',
  makePrimaryConnection: 'sets which sign-in is primary',
  uploadMyAvatar: 'replaces the one profile picture',
  followUser: 'following twice changes nothing',
  acceptArticleSuggestion: 'only a pending suggestion is accepted; a repeat finds it accepted',
  declineArticleSuggestion: 'only a pending suggestion is declined',
  withdrawArticleSuggestion: 'only a pending suggestion is withdrawn',
  startSecondFactorEnrolment:
    'answers a new secret, which must not be copied into another table; a repeat replaces the unconfirmed one',
  confirmSecondFactorEnrolment: 'answers the recovery codes (secrets); only an unconfirmed enrolment is confirmed',
  verifySecondFactor: 'a sign-in step; a code is accepted once',
  regenerateSecondFactorRecoveryCodes:
    'answers new recovery codes (secrets), which must not be copied into another table; a repeat replaces them again',
  saveSystemSettings: 'saves the whole settings form',
  recordArticleView: 'counted once per viewer and day whatever the repeats',
  restoreArticleComment: 'only a deleted comment is restored',
  adminRemoveArticle: 'a deleted article is not found again (404), so a repeat removes and logs nothing',
  removeArticleComment: 'a deleted comment is not found again (404), so a repeat removes and logs nothing',
  hideArticleComment: 'hiding a hidden comment changes nothing',
  unhideArticleComment: 'showing a shown comment changes nothing',
  approveHeldComment: 'only a held comment is approved',
  markConversationRead: 'sets read',
  markAllNotificationsRead: 'sets read',
  markNotificationRead: 'sets read',
  unsubscribeFromEmails: 'sets the e-mail choice off',
  changeUserRole: 'sets a role',
  banUser: 'banning a banned user changes nothing',
  unbanUser: 'lifting a lifted ban changes nothing',
  runBulkAction: 'sets roles or bans, each of which a repeat leaves as it is',
  dismissAnnouncement: 'dismissing twice changes nothing',
  endAnnouncement: 'only a running announcement is ended',
  previewEmailTemplate: 'renders; stores nothing',
  cancelMassMessage: 'only a running mass message is cancelled',
  receiveStripeWebhook: "the provider's own event ids make each event count once",
  activateUserFlair: 'sets the active flair',
  deactivateUserFlairs: 'sets no active flair',
  approveFlairApplication: 'only a pending application is approved',
  denyFlairApplication: 'only a pending application is denied',
  approveSubmission: 'only a pending submission is approved',
  rejectSubmission: 'only a pending submission is rejected',
  approveSubmissionBatch: "approves the batch's pending submissions; a repeat finds none",
  rejectSubmissionBatch: "rejects the batch's pending submissions; a repeat finds none",
  deleteMyAccount: 'the account is gone after the first',
  actOnReports: "resolves the item's open reports; a repeat finds none open",
  acceptLegalDocuments: 'records acceptance of the current versions once; a repeat finds them accepted',
};

const operations = Object.values(document.paths).flatMap((item) =>
  Object.entries(item).map(([method, operation]) => ({ method, ...operation })),
);
const takesKey = (operation: Operation) =>
  (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER);
const posts = operations.filter((operation) => operation.method === 'post');

describe('operations that create or send something take an Idempotency-Key', () => {
  it('reads the operations it checks', () => {
    expect(posts.length).toBeGreaterThanOrEqual(50);
    expect(posts.filter(takesKey).map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['sendMassMessage', 'createAnnouncement', 'createArticle', 'createPaymentIntent']),
    );
  });

  it('marks every POST @Idempotent() unless it is listed as creating nothing', () => {
    const unmarked = posts.filter((operation) => !takesKey(operation) && !(operation.operationId in CREATES_NOTHING));
    expect(unmarked.map((operation) => operation.operationId)).toEqual([]);
  });

  it('marks every operation that answers 201 Created or 202 Accepted, whatever its list entry says', () => {
    const creating = operations.filter((operation) => '201' in operation.responses || '202' in operation.responses);
    expect(creating.length).toBeGreaterThanOrEqual(15);
    expect(creating.filter((operation) => !takesKey(operation)).map((operation) => operation.operationId)).toEqual([]);
  });

  it('keeps the list true: every entry is a POST that takes no key', () => {
    const unmarkedPosts = new Set(posts.filter((operation) => !takesKey(operation)).map((o) => o.operationId));
    expect(Object.keys(CREATES_NOTHING).filter((operationId) => !unmarkedPosts.has(operationId))).toEqual([]);
  });

  it("documents the key's own answers on each marked operation", () => {
    for (const operation of operations.filter(takesKey)) {
      expect([operation.operationId, operation.responses['409']?.description]).toEqual([
        operation.operationId,
        expect.stringMatching(/still being processed/i),
      ]);
      expect([operation.operationId, operation.responses['422']?.description]).toEqual([
        operation.operationId,
        expect.stringMatching(/already used with a different request/),
      ]);
    }
  });
});
