import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * Something another module undoes when a member blocks someone, inside the block's transaction (the
 * profiles module drops the follows between the two). Listeners are discovered, so the blocks module
 * depends on none of them and they may ask BlocksService whether a block exists.
 */
export interface BlockListener {
  onBlocked(manager: EntityManager, blockerId: string, blockedId: string): Promise<void>;
}

/** Marks a provider as a BlockListener; BlocksService calls every marked provider of the application. */
export const RegisterBlockListener = DiscoveryService.createDecorator<void>();
