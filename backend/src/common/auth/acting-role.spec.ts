import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * The role a request acts with is decided in one place (ActingUserService): an admin whose second factor
 * is pending acts as a member. Code that read the stored account instead would hand such a session its
 * admin powers again, so only the places listed here may touch it, each with its reason.
 */
const SRC = join(__dirname, '..', '..');

const STORED_ACCOUNT_READERS: Record<string, string> = {
  'common/auth/auth.decorators.ts': 'defines @SignedInAccount()',
  'common/auth/session.types.ts': 'declares req.signedInAccount',
  'modules/auth/acting-user.service.ts': 'sets it, with the acting user',
  'modules/auth/guards/roles.guard.ts': 'checks the second-factor steps against it, and names the pending step',
  'modules/auth/session-summary.service.ts': "reads the account's second-factor state for the session answer",
  'modules/second-factor/second-factor.controller.ts': 'the second-factor steps themselves',
};

function sources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .map((path) => relative(SRC, join(SRC, path)).split('\\').join('/'))
    .sort();
}

describe('the acting role of a request', () => {
  it('is the only role code reads: the stored account is touched only where listed', () => {
    const readers = sources().filter((path) =>
      /\bsignedInAccount\b|\bSignedInAccount\b/.test(readFileSync(join(SRC, path), 'utf8')),
    );
    expect(readers).toEqual(Object.keys(STORED_ACCOUNT_READERS).sort());
  });
});
