import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/** The two accounts of a merge: everything of `sourceId` joins `targetId`, then `sourceId` is deleted. */
export interface AccountMergePair {
  sourceId: string;
  targetId: string;
}

/** A user reference in the schema, written `table.column` (e.g. `article_likes.user_id`). */
export type UserReference = `${string}.${string}`;

/** What a step did that the merge's audit entry should show (counts of rows merged, dropped...). */
export type AccountMergeStepReport = Record<string, number | boolean | string | string[]>;

/**
 * One module's part of an account merge. Each module that keeps rows keyed to a user contributes a
 * step (in its own folder), so no table is forgotten when accounts merge: the merge refuses to finish
 * while a row still points at the source account, and a test fails when a foreign key to users is
 * not declared by any step.
 */
export interface AccountMergeStep {
  /** Stable name, used in the audit entry and to run the steps in a fixed order. */
  readonly name: string;
  /** Every `table.column` that references users (by foreign key) which this step empties of the source id. */
  readonly covers: readonly UserReference[];
  /**
   * Moves the source account's rows to the target inside the merge transaction, resolving collisions
   * (duplicates, self-references) and keeping stored counters equal to their rows.
   */
  moveUserData(manager: EntityManager, pair: AccountMergePair): Promise<AccountMergeStepReport | void>;
}

/**
 * Marks a provider as an account-merge step; AccountMergeService discovers every marked provider of
 * the application, so a new module registers its step by decorating it and listing it in its module.
 */
export const RegisterAccountMergeStep = DiscoveryService.createDecorator<void>();
