import type { DataSource, EntityManager } from 'typeorm';

/**
 * Base of the modules' repository classes: each method takes the caller's transaction manager,
 * or runs on the default connection when the caller has no transaction.
 */
export abstract class BaseRepository {
  constructor(protected readonly dataSource: DataSource) {}

  protected manager(transaction?: EntityManager): EntityManager {
    return transaction ?? this.dataSource.manager;
  }
}
