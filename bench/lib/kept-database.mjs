import pg from 'pg';
import { resolveServices } from '../../scripts/lib/services.mjs';

/**
 * The services, and a client of the database an article benchmark run kept (BENCH_KEEP_DB=1), with the
 * range of its article ids; what the benches that measure on that database start from. The client and
 * the services are closed by the caller's clean-up steps (`stops`, as runBench gives them).
 */
export async function openKeptBenchDatabase({ root, log, database, stops }) {
  const services = await resolveServices({ root, log });
  stops.push(() => services.stop());
  const url = new URL(services.postgresServerUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  stops.push(() => client.end());
  const {
    rows: [articles],
  } = await client.query('SELECT min(id)::int AS min, max(id)::int AS max, count(*)::int AS count FROM articles');
  if (articles.min === null)
    throw new Error(`${database} has no articles: run the article benchmark with BENCH_KEEP_DB=1`);
  return { services, databaseUrl, client, articles };
}
