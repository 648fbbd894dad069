import { describeReason, referenceArticleId } from './ledger-reasons';

describe('describeReason', () => {
  it.each([
    ['article.created', 1, 'Earned by publishing an article'],
    ['article.edited', 1, 'Earned by editing an article'],
    ['submission.approved', 5, 'Earned by an approved contribution'],
    ['points.purchased', 1000, 'Bought a points pack'],
    ['donation.received', 1099, 'Earned by donating'],
    ['flair.purchased', -300, 'Spent on a flair'],
    ['boost.purchased', -250, 'Spent on a boost'],
    ['payment.refunded', -1000, 'Refunded: bought points taken back'],
    ['payment.disputed', -2500, 'Disputed payment: bought points taken back'],
    ['payment.dispute-won', 2500, 'Dispute decided for your payment: points given back'],
    ['flair.revoked', 1000, 'Flair removed by a refund or dispute: its price returned'],
    ['boost.revoked', 250, 'Boost revoked by a refund or dispute: its price returned'],
    ['boost.article-deleted', 125, 'Boost cancelled: its article was deleted, unused points returned'],
    ['account.merged', 40, 'Merged in from another account'],
    ['account.merged', -40, 'Moved out in an account merge'],
  ])('reads %s (%i) as "%s"', (reason, delta, words) => {
    expect(describeReason(reason, delta)).toBe(words);
  });

  it('still reads sensibly for a reason it does not know yet', () => {
    expect(describeReason('badge.refunded', 20)).toBe('Refunded: badge');
    expect(describeReason('personal_page.purchased', -50)).toBe('Spent on personal page');
    expect(describeReason('transfer.received', 10)).toBe('Earned: transfer received');
    expect(describeReason('transfer.sent', -10)).toBe('Spent: transfer sent');
  });
});

describe('referenceArticleId', () => {
  it('finds the article of an article reference only', () => {
    expect(referenceArticleId('article:42')).toBe(42);
    expect(referenceArticleId('boost:7')).toBeNull();
    expect(referenceArticleId('article:abc')).toBeNull();
    expect(referenceArticleId(null)).toBeNull();
  });
});
