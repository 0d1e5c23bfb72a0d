// `npm run stock:rebuild-values -w @comptoir/server [-- <entrepriseId>]`: rebuilds the stock value per entity, day and
// type (stock_day_values) from the movements on the configured database, for one company or all.
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { rebuildDayValues } from './stock-day-values';

const config = loadConfig();
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const arg = process.argv[2];
const started = Date.now();
const rows = await rebuildDayValues(database, arg ? Number(arg) : null);
await database.close();
console.log(`stock day values: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
