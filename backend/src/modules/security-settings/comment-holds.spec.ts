import { UserRole } from '../users/user-role.js';
import { commentHoldReason, looksLikeLinkSpam } from './comment-holds.js';

const now = new Date('2026-01-02T12:00:00Z');
const fresh = { role: UserRole.User, createdAt: new Date('2026-01-02T00:00:00Z') };
const old = { role: UserRole.User, createdAt: new Date('2025-12-01T00:00:00Z') };
const both = { autoModerate: true, requireApproval: true };

describe('comment holds', () => {
  it('reads three links, or one shortened link, as link spam', () => {
    expect(looksLikeLinkSpam('see https://a.example and https://b.example')).toBe(false);
    expect(looksLikeLinkSpam('https://a.example www.b.example http://c.example/x')).toBe(true);
    expect(looksLikeLinkSpam('cheap followers at https://bit.ly/abc')).toBe(true);
    expect(looksLikeLinkSpam('cheap followers at HTTPS://WWW.TinyURL.com/abc')).toBe(true);
    expect(looksLikeLinkSpam('bit.ly without a scheme is only text')).toBe(false);
  });

  it('holds link spam when auto-moderation is on, and new accounts when approval is required', () => {
    expect(commentHoldReason(both, old, 'https://bit.ly/x', now)).toBe('link-spam');
    expect(commentHoldReason({ ...both, autoModerate: false }, old, 'https://bit.ly/x', now)).toBeNull();
    expect(commentHoldReason(both, fresh, 'Nice stream!', now)).toBe('new-account');
    expect(commentHoldReason({ ...both, requireApproval: false }, fresh, 'Nice stream!', now)).toBeNull();
    expect(commentHoldReason(both, old, 'Nice stream!', now)).toBeNull();
  });

  it('holds personal information about someone whatever the settings', () => {
    const off = { autoModerate: false, requireApproval: false };
    expect(commentHoldReason(off, old, 'His number is (415) 555-2671, call him', now)).toBe('personal-info');
    expect(commentHoldReason(off, old, 'She lives at 12 Elm Street', now)).toBe('personal-info');
    expect(commentHoldReason(off, old, 'He streamed from 2016-2019 in 40 cities', now)).toBeNull();
    expect(commentHoldReason(off, { ...old, role: UserRole.Moderator }, 'call (415) 555-2671', now)).toBeNull();
  });

  it('never holds moderators or admins', () => {
    for (const role of [UserRole.Moderator, UserRole.Admin]) {
      expect(commentHoldReason(both, { ...fresh, role }, 'https://bit.ly/x', now)).toBeNull();
    }
  });
});
