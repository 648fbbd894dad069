import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RegisterBlockListener, type BlockListener } from '../blocks/block-listener.js';
import { FollowsRepository } from './follows.repository.js';

/** A block ends the follows between the two members, both ways, in the block's transaction. */
@Injectable()
@RegisterBlockListener()
export class FollowsBlockListener implements BlockListener {
  constructor(private readonly follows: FollowsRepository) {}

  async onBlocked(manager: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await this.follows.deleteBetween(manager, { sourceId: blockerId, targetId: blockedId });
  }
}
