import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnvFile } from '../config/load-env-file.js';
import { dataSourceOptions } from './data-source-options.js';

/** Applies pending migrations (`npm run migration:run -w backend`, and the run command). */
async function migrate(): Promise<void> {
  loadEnvFile();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set to run migrations');
  const dataSource = await new DataSource(dataSourceOptions(url, { long: true })).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
