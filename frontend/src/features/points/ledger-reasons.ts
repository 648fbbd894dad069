/**
 * Human words for the ledger's dotted reasons. The server names each reason once; a reason this
 * list does not know yet still reads sensibly (see describeReason).
 */
const KNOWN_REASONS: Record<string, { earned: string; spent: string }> = {
  'article.created': { earned: 'Earned by publishing an article', spent: 'Publishing points taken back' },
  'article.edited': { earned: 'Earned by editing an article', spent: 'Editing points taken back' },
  'submission.approved': { earned: 'Earned by an approved contribution', spent: 'Contribution points taken back' },
  'flair.purchased': { earned: 'Flair purchase returned', spent: 'Spent on a flair' },
  'boost.purchased': { earned: 'Boost purchase returned', spent: 'Spent on a boost' },
  'points.purchased': { earned: 'Bought a points pack', spent: 'Points pack reversed' },
  'donation.received': { earned: 'Earned by donating', spent: 'Donation points taken back' },
  'payment.refunded': { earned: 'Refunded', spent: 'Refunded: bought points taken back' },
  'payment.disputed': { earned: 'Dispute: points returned', spent: 'Disputed payment: bought points taken back' },
  'payment.dispute-won': {
    earned: 'Dispute decided for your payment: points given back',
    spent: 'Dispute points taken back',
  },
  'flair.revoked': {
    earned: 'Flair removed by a refund or dispute: its price returned',
    spent: 'Flair removal reversed',
  },
  'boost.revoked': {
    earned: 'Boost revoked by a refund or dispute: its price returned',
    spent: 'Boost revocation reversed',
  },
  'boost.article-deleted': {
    earned: 'Boost cancelled: its article was deleted, unused points returned',
    spent: 'Boost cancellation reversed',
  },
  'demo.granted': { earned: 'Starting balance of a demo account', spent: 'Demo balance taken back' },
  'account.merged': { earned: 'Merged in from another account', spent: 'Moved out in an account merge' },
};

/** The words for one ledger entry: its reason read with the direction of the change. */
export function describeReason(reason: string, delta: number): string {
  const known = KNOWN_REASONS[reason];
  if (known) return delta >= 0 ? known.earned : known.spent;
  const [subject = reason, action = ''] = reason.split('.');
  const thing = subject.replace(/[_-]+/g, ' ');
  if (action === 'refunded') return delta >= 0 ? `Refunded: ${thing}` : `Refunded: ${thing} points taken back`;
  if (action === 'purchased' || action === 'bought') return delta >= 0 ? `Bought: ${thing}` : `Spent on ${thing}`;
  if (action === 'approved' || action === 'granted') return `Earned: ${thing} ${action}`;
  const words = reason.replace(/[._-]+/g, ' ').trim();
  return `${delta >= 0 ? 'Earned' : 'Spent'}: ${words}`;
}

/** Where an entry's reference leads: an article reference opens the article, others are not links. */
export function referenceArticleId(reference: string | null): number | null {
  const match = /^article:(\d{1,10})$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}
