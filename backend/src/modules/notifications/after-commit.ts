import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

type Task = () => Promise<void>;

/** Nesting level of the runner's transaction (1 = the outer one; savepoints add one each). */
function depthOf(runner: QueryRunner): number {
  return (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1;
}

interface Pending {
  depth: number;
  task: Task;
}

/**
 * Runs work after the caller's transaction has committed (live events and e-mail jobs must never
 * announce a row that a rollback then removes). Outside a transaction the work runs at once. Work
 * registered inside a savepoint that is rolled back is dropped with it. Errors are logged, never
 * thrown: the data is committed, the side effect is best effort.
 */
@Injectable()
export class AfterCommit implements EntitySubscriberInterface {
  private readonly logger = new Logger('AfterCommit');
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async run(manager: EntityManager | undefined, task: Task): Promise<void> {
    const runner = manager?.queryRunner;
    if (!runner || !runner.isTransactionActive) {
      await this.safely(task);
      return;
    }
    const list = this.pending.get(runner) ?? [];
    list.push({ depth: depthOf(runner), task });
    this.pending.set(runner, list);
  }

  async afterTransactionCommit(event: { queryRunner: QueryRunner }): Promise<void> {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return;
    const list = this.pending.get(runner);
    if (!list) return;
    this.pending.delete(runner);
    // Each task bounds its own wait (Redis publishing and queueing time out), and none throws.
    await Promise.all(list.map(({ task }) => this.safely(task)));
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    const runner = event.queryRunner;
    const list = this.pending.get(runner);
    if (!list) return;
    if (!runner.isTransactionActive) {
      this.pending.delete(runner);
      return;
    }
    this.pending.set(
      runner,
      list.filter((entry) => entry.depth <= depthOf(runner)),
    );
  }

  private async safely(task: Task): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.logger.warn(`After-commit work failed: ${(error as Error).message}`);
    }
  }
}
