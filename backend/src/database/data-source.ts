import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

/** Used by the TypeORM CLI (migration:generate). */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to run TypeORM commands');

export default new DataSource(dataSourceOptions(url, { long: true }));
