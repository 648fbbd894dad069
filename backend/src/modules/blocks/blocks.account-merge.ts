import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { BlocksRepository } from './blocks.repository.js';

/**
 * Blocks, either way. Blocks between the two accounts would become self-blocks and go; a block both
 * accounts have (of, or by, the same person) stays one; the rest move to the target.
 */
@Injectable()
@RegisterAccountMergeStep()
export class BlocksAccountMergeStep implements AccountMergeStep {
  readonly name = 'blocks';
  readonly covers = ['user_blocks.blocker_id', 'user_blocks.blocked_id'] as const;

  constructor(private readonly blocks: BlocksRepository) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const blocksDropped = await this.blocks.dropCollisions(manager, pair);
    const blocksMoved = await this.blocks.moveBlocks(manager, pair);
    return { blocksMoved, blocksDropped };
  }
}
