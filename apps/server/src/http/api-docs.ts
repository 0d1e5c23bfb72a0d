// /api/docs: the OpenAPI document and its pages, with our product name, one tag per domain, a summary for every
// operation and the bearer sign-in scheme. A route may set its own `schema.summary`/`schema.tags`; otherwise both come
// from its path here, so a new module's routes are documented without extra code.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';

/** First path segment after the API prefix → the domain's tag (case-sensitive, as the paths are). */
const DOMAINS: Record<string, string> = {
  health: 'System',
  web: 'Authentication',
  authedAdmin: 'Authentication',
  Profile: 'Authentication',
  switch: 'Authentication',
  ActiveSubscriptions: 'Authentication',
  Entreprise: 'Company',
  getConfig: 'Company',
  ExternalApi: 'API keys',
  InternalApi: 'API keys',
  currencies: 'Reference data',
  countries: 'Reference data',
  cities: 'Reference data',
  Magasin: 'Stores',
  Magasins: 'Stores',
  Users: 'Staff',
  User: 'Staff',
  UserCaissier: 'Staff',
  admin: 'Staff',
  activities: 'Staff',
  Role: 'Roles',
  Roles: 'Roles',
  Functionalities: 'Roles',
  TransportCompany: 'Transport companies',
  Device: 'Devices',
  File: 'Files',
  catalogueV2: 'Catalogue',
  product: 'Catalogue',
  price: 'Catalogue',
  composition: 'Catalogue',
  compositions: 'Catalogue',
  category: 'Catalogue',
  slider: 'Catalogue',
  addChannel: 'Catalogue',
  channels: 'Catalogue',
  makeChannelstable: 'Catalogue',
  channel_exceptions: 'Catalogue',
  getRootCategoriesByCanal: 'Catalogue',
  getRootProductByCanal: 'Catalogue',
  getRootProductDescription: 'Catalogue',
  Register: 'Cash registers',
  Caisse: 'Cash registers',
  CalendarDayEntity: 'Cash registers',
  Billet: 'Cash registers',
  BilletOperation: 'Cash registers',
  CaisseOperations: 'Cash registers',
  CaisseOperation: 'Cash registers',
  Operation: 'Cash registers',
  Operations: 'Cash registers',
  Credits: 'Cash registers',
  Client: 'Clients',
  AdditionalInfoNature: 'Clients',
  AdditionalInfoType: 'Clients',
  AdditionalInfoPaperSize: 'Settings',
  Instruction: 'Settings',
  Remise: 'Discounts',
  // Client memberships (issue 32).
  MembershipPlan: 'Memberships',
  MembershipPlans: 'Memberships',
  Subscription: 'Memberships',
  Subscriptions: 'Memberships',
  Membership: 'Memberships',
};

/** Paths under the same API prefix that name a more precise domain than their first segment. */
const SUB_DOMAINS: [prefix: string, tag: string][] = [
  ['Entreprise/Slider', 'Customer content'],
  ['Entreprise/sliders', 'Customer content'],
  ['Entreprise/Question', 'Customer content'],
  ['User/TransportCompan', 'Transport companies'],
];

/** Domains (prefix names) served for other services, before the main API prefix is looked at. */
const SERVICE_TAGS: Record<string, string> = { gateway: 'Gateway (services)', cash: 'Cash service', ecom: 'E-commerce' };

const words = (segment: string) =>
  segment
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** The tag of a path: the service prefixes first, then the table, then the first segment itself. */
export function tagOf(url: string, prefixes: AppConfig['prefixes']): string {
  for (const [name, tag] of Object.entries(SERVICE_TAGS)) {
    const prefix = prefixes[name as keyof AppConfig['prefixes']];
    if (prefix && url.startsWith(`${prefix}/`)) return tag;
  }
  const rest = url.startsWith(`${prefixes.api}/`) ? url.slice(prefixes.api.length + 1) : url.replace(/^\//, '');
  const sub = SUB_DOMAINS.find(([prefix]) => rest.startsWith(prefix));
  if (sub) return sub[1];
  const first = rest.split('/')[0] ?? '';
  return DOMAINS[first] ?? (first ? words(first).replace(/^./, (c) => c.toUpperCase()) : 'System');
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Create', PUT: 'Replace', PATCH: 'Update', DELETE: 'Delete' };
const ACTION_WORDS =
  /^(add|create|edit|update|delete|restore|import|export|open|close|sort|reset|check|generate|save|select|toggle|switch|bulk|make|pay|hide|get|search|link|unlink|logout|login|register)/i;

/** A summary from the method and path: 'POST /api/Magasin/restore' → 'Restore magasin'. */
export function summaryOf(method: string, url: string): string {
  const segments = url.split('/').filter((s) => s && !s.startsWith(':') && !s.startsWith('{'));
  const named = segments.slice(1); // without the prefix's first segment ('api')
  const byParam = /[:{]/.test(url.split('/').pop() ?? '');
  const last = named[named.length - 1] ?? '';
  const action = ACTION_WORDS.test(last) && named.length > 1;
  const subject = words((action ? named.slice(0, -1) : named).join(' ')).replace(/\s+/g, ' ');
  const verb = action ? words(last).replace(/^./, (c) => c.toUpperCase()) : (VERBS[method] ?? method);
  return `${verb} ${subject}${byParam ? ' (by id)' : ''}`.trim();
}

export async function registerApiDocs(app: FastifyInstance, config: AppConfig): Promise<void> {
  const docs = `${config.prefixes.api}/docs`;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.productName} API`,
        description: `The ${config.productName} back-office and point-of-sale API. Sign in with POST ${config.prefixes.api}/web/login, then send the token as \`Authorization: Bearer <token>\`.`,
        version: '0.1.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from the sign-in.' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const { route } = input;
      const served = Object.values(config.prefixes).some((prefix) => prefix && url.startsWith(`${prefix}/`));
      if (schema?.hide || url.startsWith(docs) || !served) return { schema: { ...schema, hide: true }, url };
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      const own: FastifySchema = schema ?? {};
      return {
        url,
        schema: {
          ...own,
          tags: own.tags ?? [tagOf(url, config.prefixes)],
          summary: own.summary ?? summaryOf(method, url),
          ...(route.config?.public ? {} : { security: [{ bearer: [] }] }),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: docs });
}
