// Every route the app serves, as registered: method, path, schemas and access config. Tests walk it (every write route
// refuses a malformed body; every integer of every schema is bounded), so a route added later is covered without a list.
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Registered before any route: the hook sees every route of every plugin registered after it. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method: String(method), url: route.url, schema: route.schema, config: (route.config ?? {}) as FastifyContextConfig });
    }
  });
}
