// `npm run demo`: creates the demo company on the configured database if it is not there yet.
import { loadConfig } from '../../config';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { ensureCountries, ensureReferenceData } from '../reference-data';
import { createDemoCompany, DEMO_PASSWORD } from './demo';

const config = loadConfig();
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await ensureReferenceData(database.db);
await ensureCountries(database.db);
const logins = await createDemoCompany(database, { sales: true });
await database.close();
console.log(`demo company ready; password "${DEMO_PASSWORD}":\n${logins.map((l) => `  ${l.role.padEnd(20)} ${l.email}`).join('\n')}`);
