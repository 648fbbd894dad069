import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { Environment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({
        ...dataSourceOptions(env.DATABASE_URL, { pool: env }),
        retryAttempts: 5,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Database');
  private lastLogged = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * A backend that is terminated (pg_terminate_backend, a failover, a restart) sends an error to its
   * client; a client checked out of the pool between two of its listeners would re-emit it with no
   * listener, which crashes the process. Every pooled client keeps this listener: the error is logged
   * and the pool replaces the broken connection.
   */
  onApplicationBootstrap(): void {
    const pool = (this.dataSource.driver as unknown as { master?: Pool & { _clients?: PoolClient[] } }).master;
    if (!pool) return;
    const guard = (client: PoolClient) =>
      client.on('error', (error: Error) => {
        if (Date.now() - this.lastLogged < 10_000) return;
        this.lastLogged = Date.now();
        this.logger.warn(`Lost a database connection (the pool replaces it): ${error.message}`);
      });
    for (const client of pool._clients ?? []) guard(client);
    pool.on('connect', guard);
  }
}
