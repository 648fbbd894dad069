import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnvFile } from '../../config/load-env-file.js';
import { dataSourceOptions } from '../data-source-options.js';
import { seedDemoContent } from './seed-demo-content.js';

/** Loads the demo users and articles (`npm run seed -w backend`, and the run command). Safe to repeat. */
async function runSeed(): Promise<void> {
  loadEnvFile();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set to seed the demo content');
  const dataSource = await new DataSource(dataSourceOptions(url, { long: true })).initialize();
  try {
    const result = await seedDemoContent(dataSource);
    console.log(
      result.skipped
        ? 'Demo content already present; nothing seeded'
        : `Seeded demo content: ${result.users} users, ${result.articles} articles`,
    );
  } finally {
    await dataSource.destroy();
  }
}

runSeed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
