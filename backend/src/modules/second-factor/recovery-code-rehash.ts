import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Environment } from '../../config/environment.js';
import { isUnkeyedHash, recoveryCodeKey, rehashLegacy } from './second-factor-crypto.js';
import { SecondFactorRepository } from './second-factor.repository.js';

/**
 * Recovery codes were first stored as unkeyed SHA-256 hashes of 40-bit codes, which a copy of the table
 * could brute-force offline. At start-up every such hash is replaced by its keyed form (an HMAC under a
 * key derived from SESSION_SECRET), so no unkeyed hash stays in the database; the codes keep working
 * until used, and the admin's Security tab recommends generating new (80-bit) ones. Idempotent, and safe
 * with several processes starting at once (each row is swapped only if unchanged).
 */
@Injectable()
export class RecoveryCodeRehash implements OnApplicationBootstrap {
  private readonly logger = new Logger(RecoveryCodeRehash.name);

  constructor(
    private readonly repository: SecondFactorRepository,
    private readonly env: Environment,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const key = recoveryCodeKey(this.env.SESSION_SECRET);
    let rehashed = 0;
    for (const { userId, hashes } of await this.repository.listWithUnkeyedRecoveryCodes()) {
      const keyed = hashes.map((hash) => (isUnkeyedHash(hash) ? rehashLegacy(key, hash) : hash));
      if (await this.repository.swapRecoveryCodes(userId, hashes, keyed)) rehashed += 1;
    }
    if (rehashed > 0) this.logger.log(`Rehashed the recovery codes of ${rehashed} second factor(s) with the key`);
  }
}
