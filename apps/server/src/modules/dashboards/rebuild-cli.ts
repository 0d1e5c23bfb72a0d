// `npm run dashboards:rebuild -w @comptoir/server [-- <entrepriseId>]`: rebuilds the dashboards' aggregates from the
// orders on the configured database (DATABASE_URL or DATA_DIR's SQLite), for one company or all.
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { rebuildAggregates } from './rebuild';

const config = loadConfig();
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const arg = process.argv[2];
const entrepriseId = arg ? Number(arg) : null;
const started = Date.now();
const orders = await rebuildAggregates(database, entrepriseId, (done) => {
  if (done % 50_000 === 0) console.log(`${done} orders…`);
});
await database.close();
console.log(`dashboards: ${orders} orders aggregated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
