// buildApp(config) → Fastify: the main API, the five service prefixes, OpenAPI, and the built web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { UPLOAD_LIMIT_BYTES } from '@comptoir/shared';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { createDemoCompany, DEMO_PASSWORD, hasAnyCompany } from './db/demo/demo';
import { migrateToLatest } from './db/migrate';
import { ensureCountries, ensureReferenceData } from './db/reference-data';
import { registerAccess, type CachedIdentity } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerHousekeeping } from './http/housekeeping';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions, registerRequestLog } from './http/request-log';
import { requestIdOf } from './http/request-id';
import { serializerCompiler } from './http/serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRouteTable } from './http/route-table';
import { registerWebApp } from './http/web-app';
import type { Deps } from './lib/deps';
import { createPubSub } from './lib/pubsub';
import { SessionCache } from './lib/session-cache';
import { createMailer, type Mailer } from './lib/mailer';
import { LiveHub } from './realtime/live';
import { registerLive } from './realtime/live.routes';
import { TableWatch } from './realtime/table-watch';
import { notificationsNotifyRoutes, notificationsRoutes } from './modules/notifications/notifications.routes';
import { displaysRoutes } from './modules/displays/displays.routes';
import { rhRoutes } from './modules/rh/rh.routes';
import { membershipsRoutes } from './modules/memberships/memberships.routes';
import { onlineOrdersRoutes } from './modules/online-orders/online-orders.routes';
import { translate } from './lib/messages';
import { authGatewayRoutes, authRoutes } from './modules/auth/auth.routes';
import { caisseCashServiceRoutes, caisseGatewayRoutes } from './modules/caisse/caisse-services.routes';
import { caisseRoutes } from './modules/caisse/caisse.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { commandPlanningRoutes } from './modules/orders/command-planning.routes';
import { healthRoutes } from './modules/health/health.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { contentRoutes } from './modules/content/content.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { entrepriseGatewayRoutes, entrepriseRoutes } from './modules/entreprise/entreprise.routes';
import { filesRoutes } from './modules/files/files.routes';
import { functionalitiesRoutes } from './modules/functionalities/functionalities.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { magasinsGatewayRoutes, magasinsRoutes } from './modules/magasins/magasins.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { transportRoutes } from './modules/transport/transport.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { usersRoutes } from './modules/users/users.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { giftCardsGatewayRoutes } from './modules/gift-cards/gift-cards.routes';
import { loyaltyEcomRoutes, loyaltyGatewayRoutes } from './modules/loyalty/loyalty.routes';
import { remisesRoutes } from './modules/remises/remises.routes';
import { stockGateway2Routes } from './modules/stock/stock-gateway';
import { stockRoutes } from './modules/stock/stock.routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { stockReportsRoutes } from './modules/stock/stock-reports.routes';
import { stockEntitiesRoutes } from './modules/stock/stock-entities.routes';
import { catalogueMoreRoutes } from './modules/catalogue/catalogue-more.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueSyncGateway2Routes, catalogueSyncRoutes } from './modules/catalogue-sync/catalogue-sync.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { centralAchatRoutes } from './modules/central-achat/central-achat.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { labsRoutes } from './modules/labs/labs.routes';
import { ecomCacheRoutes, ecommerceRoutes } from './modules/ecommerce/ecommerce.routes';

export interface BuildOptions {
  database?: Database;
  mailer?: Mailer;
}

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ in development and tests, dist/ when built: both sit in apps/server.
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(candidate) ? candidate : undefined;
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<{ app: FastifyInstance; deps: Deps }> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    requestIdHeader: false, // genReqId reads and checks the header
    // Off unless TRUST_PROXY names the proxies: a client cannot choose its own address with X-Forwarded-For.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: UPLOAD_LIMIT_BYTES * 2,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  registerRouteTable(app);
  app.setSerializerCompiler(serializerCompiler);

  const base =
    opts.database ??
    createDatabase(config.databaseUrl, {
      searchPath: config.pgSearchPath,
      onBackgroundError: (err) => app.log.warn({ err }, 'sqlite checkpoint'),
    });
  const pubsub = createPubSub(config.redisUrl, (err) => app.log.warn({ err }, 'pub/sub'));
  const sessionCache = new SessionCache<CachedIdentity>(config.sessionCacheMs, pubsub);
  await sessionCache.listen();
  // Writes to the identity tables clear the session cache (lib/session-cache.ts); the live channel watches the
  // notifications recorded and the identity writes (realtime/table-watch.ts).
  const watch = new TableWatch();
  const cached = sessionCache.enabled ? base.db.withPlugin(sessionCache.plugin((err) => app.log.warn({ err }, 'session cache'))) : base.db;
  const database: Database = { ...base, db: cached.withPlugin(watch) };
  await migrateToLatest(database.db);
  await ensureReferenceData(database.db);
  await ensureCountries(database.db);
  const mailer =
    opts.mailer ??
    createMailer({
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      from: `${config.productName} <no-reply@comptoir.local>`,
      log: app.log,
    });
  const live = new LiveHub(pubsub, database.db, (err) => app.log.warn({ err }, 'live channel'), config.pubsubNamespace);
  await live.listen();
  const deps: Deps = { database, config, mailer, pubsub, sessionCache, live };

  if (config.demo && !(await hasAnyCompany(database))) {
    const logins = await createDemoCompany(database, { sales: config.demoSales });
    app.log.info({ password: DEMO_PASSWORD, logins: logins.map((l) => l.email) }, 'demo company created');
  }

  app.addHook('onClose', async () => {
    live.stop();
    await pubsub.close();
    if (!opts.database) await base.close();
  });

  await registerSecurityHeaders(app, config);
  // In-memory answers are compressed by our own hook (http/compression.ts); @fastify/compress is left the streams (the
  // web app's files): its threshold applies only to in-memory payloads, so an unreachable one hands those to ours.
  registerCompression(app);
  await app.register(compress, { global: true, threshold: Infinity, encodings: ['br', 'gzip'], zlibOptions: { level: 4 } });
  await registerApiDocs(app, config);

  registerRequestLog(app);
  registerAccess(app, deps);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerHousekeeping(app, deps);
  await registerLive(app, deps, watch);

  // api-spec §8: all calls are answered uncached.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(config.prefixes.api)) reply.header('cache-control', 'no-store');
  });

  const p = config.prefixes;
  await app.register(healthRoutes(deps), { prefix: p.api });
  await app.register(authRoutes(deps), { prefix: p.api });
  await app.register(rolesRoutes(deps), { prefix: p.api });
  await app.register(entrepriseRoutes(deps), { prefix: p.api });
  await app.register(integrationsRoutes(deps), { prefix: p.api });
  await app.register(contentRoutes(deps), { prefix: p.api });
  await app.register(referenceRoutes(deps), { prefix: p.api });
  await app.register(magasinsRoutes(deps), { prefix: p.api });
  await app.register(usersRoutes(deps), { prefix: p.api });
  await app.register(functionalitiesRoutes(deps), { prefix: p.api });
  await app.register(transportRoutes(deps), { prefix: p.api });
  await app.register(settingsRoutes(deps), { prefix: p.api });
  await app.register(devicesRoutes(deps), { prefix: p.api });
  await app.register(filesRoutes(deps), { prefix: p.api });
  // api-spec 7.5 writes its calls under /catalogueV2 (the section's base) and, for most, at the root: the one set of
  // catalogue routes is registered under both, so each call answers at both paths.
  for (const prefix of [p.api, `${p.api}/catalogueV2`]) {
    await app.register(catalogueRoutes(deps), { prefix });
    await app.register(catalogueMoreRoutes(deps), { prefix });
    await app.register(catalogueSyncRoutes(deps), { prefix });
  }
  await app.register(catalogueSyncGateway2Routes(deps), { prefix: p.gateway2 });
  await app.register(authGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(entrepriseGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(magasinsGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(caisseRoutes(deps), { prefix: p.api });
  await app.register(caisseCashServiceRoutes(deps), { prefix: p.cash });
  await app.register(caisseGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(ordersRoutes(deps), { prefix: p.api });
  await app.register(commandPlanningRoutes(deps), { prefix: p.api });
  await app.register(clientsRoutes(deps), { prefix: p.api });
  await app.register(remisesRoutes(deps), { prefix: p.api });
  await app.register(loyaltyEcomRoutes(deps), { prefix: p.ecom });
  await app.register(loyaltyGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(giftCardsGatewayRoutes(deps), { prefix: p.gateway });
  await app.register(storefrontRoutes(deps), { prefix: p.api });
  await app.register(stockRoutes(deps), { prefix: p.api });
  await app.register(dashboardsRoutes(deps), { prefix: p.api });
  await app.register(stockReportsRoutes(deps), { prefix: p.api });
  await app.register(stockEntitiesRoutes(deps), { prefix: p.api });
  await app.register(stockGateway2Routes(deps), { prefix: p.gateway2 });
  await app.register(notificationsRoutes(deps), { prefix: p.api });
  await app.register(notificationsNotifyRoutes(deps), { prefix: p.notify });
  await app.register(billingRoutes(deps), { prefix: p.api });
  await app.register(centralAchatRoutes(deps), { prefix: p.api });
  await app.register(shippingRoutes(deps), { prefix: p.api });
  await app.register(labsRoutes(deps), { prefix: p.api });
  await app.register(displaysRoutes(deps), { prefix: p.api });
  await app.register(rhRoutes(deps), { prefix: p.api });
  await app.register(membershipsRoutes(deps), { prefix: p.api });
  await app.register(onlineOrdersRoutes(deps), { prefix: p.api });
  await app.register(ecommerceRoutes(deps), { prefix: p.api });
  await app.register(ecomCacheRoutes(deps), { prefix: p.ecom });

  const webDist = config.webDist ?? defaultWebDist();
  const indexHtml = await registerWebApp(app, webDist, { productName: config.productName, variant: config.variant });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(p.api) || indexHtml === null || request.method !== 'GET') {
      return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: translate(request.locale, 'route_not_found') });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });

  return { app, deps };
}
