// `npm run db:migrate`: runs the migrations on the configured database (DATABASE_URL or DATA_DIR's SQLite).
import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { ensureCountries, ensureReferenceData } from './reference-data';

const config = loadConfig();
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await ensureReferenceData(database.db);
await ensureCountries(database.db);
await database.close();
console.log(`migrated ${config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : config.databaseUrl}`);
