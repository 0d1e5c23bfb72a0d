// Starts the server: migrations, demo data on an empty database (outside production), graceful shutdown.
import { buildApp } from './app';
import { loadConfig } from './config';
import { warmPool } from './db/database';
import { DEMO_PASSWORD } from './db/demo/demo';

const config = loadConfig();
const { app, deps } = await buildApp(config);
// PostgreSQL: the pool's connections open before the first request (db/database.ts).
await warmPool(deps.database);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(
  `\n  Comptoir is running at ${url}  (database: ${config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : config.databaseUrl})`,
);
if (config.demo) {
  console.log(
    `  Demo sign-ins (password "${DEMO_PASSWORD}"): admin@demo.comptoir.test, caissier@, gerant@, vendeuse@, boulanger@, delivery_man@, assistant@, controleur_gestion@demo.comptoir.test\n`,
  );
}
