import { MODERATION_REASON_CATEGORIES, MODERATION_REASON_LABELS, REPORT_REASONS } from './moderation.js';

describe('moderation words', () => {
  it('every report reason is also a reason a moderator can give', () => {
    for (const reason of REPORT_REASONS) expect(MODERATION_REASON_CATEGORIES).toContain(reason);
  });

  it('every reason category has a label of its own', () => {
    const labels = MODERATION_REASON_CATEGORIES.map((category) => MODERATION_REASON_LABELS[category]);
    expect(new Set(labels).size).toBe(MODERATION_REASON_CATEGORIES.length);
  });
});
