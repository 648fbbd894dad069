import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Environment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({
        ...dataSourceOptions(env.DATABASE_URL),
        retryAttempts: 5,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
