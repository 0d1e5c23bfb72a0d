// Configuration from the environment, with safe embedded defaults (SQLite in ./data, in-process pub/sub, local files).
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VARIANTS, type Variant } from '@comptoir/shared';
import { sessionCacheMs } from './lib/session-cache';

export interface Prefixes {
  api: string;
  gateway: string;
  cash: string;
  ecom: string;
  notify: string;
  gateway2: string;
}

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or a SQLite file path; ':memory:' for tests. */
  databaseUrl: string;
  /** Extra pg options, used by tests to isolate a schema. */
  pgSearchPath?: string;
  redisUrl?: string;
  /** Live channel name suffix (PUBSUB_NAMESPACE): deployments sharing one Redis but not one database set their own. */
  pubsubNamespace: string;
  /** How long a signed-in identity is cached per instance (SESSION_CACHE_MS; 0: off; off in tests unless set). */
  sessionCacheMs: number;
  secret: string;
  /** Web Push's VAPID keys (base64url): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given, else generated once and kept in the data dir. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  logLevel: string;
  webDist?: string;
  prefixes: Prefixes;
  productName: string;
  variant: Variant;
  publicUrl: string;
  demo: boolean;
  /** The demo company also gets 90 days of sales (DEMO_SALES=1; `npm start` sets it unless told otherwise). */
  demoSales: boolean;
  smtpUrl?: string;
  latestCompatibleVersion: number | null;
  /** Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** Hosts allowed to frame the web app (CSP frame-ancestors), besides the app itself. */
  frameAncestors: string[];
}

export const DEFAULT_PREFIXES: Prefixes = {
  api: '/api',
  gateway: '/api/gateway',
  cash: '/api/cash',
  ecom: '/api/ecom',
  notify: '/api/notify',
  gateway2: '/api/gateway2',
};

/** The signing secret: SECRET when given, else one generated once and kept in the data dir. */
function loadSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** VAPID keys (P-256): given, or generated once and kept in the data dir beside the signing secret (vapid.json). */
function loadVapid(dataDir: string, env: NodeJS.ProcessEnv, publicUrl: string): AppConfig['vapid'] {
  const subject = env.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : 'mailto:no-reply@comptoir.local');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The private key is 32 bytes (a shorter one has lost its leading zeros).
  const privateKey = Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString('base64url');
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = Number(env.PORT ?? 3000);
  const variant = (VARIANTS as readonly string[]).includes(env.VARIANT ?? '') ? (env.VARIANT as Variant) : 'default';
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'comptoir.sqlite'),
    redisUrl: env.REDIS_URL,
    pubsubNamespace: env.PUBSUB_NAMESPACE ?? '',
    sessionCacheMs: sessionCacheMs(env, nodeEnv),
    secret: loadSecret(dataDir, env.SECRET),
    vapid: loadVapid(dataDir, env, env.PUBLIC_URL ?? `http://localhost:${port}`),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webDist: env.WEB_DIST,
    prefixes: {
      api: env.API_PREFIX ?? DEFAULT_PREFIXES.api,
      gateway: env.GATEWAY_PREFIX ?? DEFAULT_PREFIXES.gateway,
      cash: env.CASH_PREFIX ?? DEFAULT_PREFIXES.cash,
      ecom: env.ECOM_PREFIX ?? DEFAULT_PREFIXES.ecom,
      notify: env.NOTIFY_PREFIX ?? DEFAULT_PREFIXES.notify,
      gateway2: env.GATEWAY2_PREFIX ?? DEFAULT_PREFIXES.gateway2,
    },
    productName: env.PRODUCT_NAME ?? 'Comptoir',
    variant,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo: env.DEMO !== undefined ? env.DEMO !== '0' && env.DEMO !== 'false' : nodeEnv !== 'production',
    demoSales: env.DEMO_SALES === '1' || env.DEMO_SALES === 'true',
    smtpUrl: env.SMTP_URL,
    latestCompatibleVersion: env.LATEST_COMPATIBLE_VERSION ? Number(env.LATEST_COMPATIBLE_VERSION) : null,
    trustProxy: list(env.TRUST_PROXY),
    frameAncestors: list(env.FRAME_ANCESTORS),
  };
}

/** A comma-separated setting as a list ("" or unset: empty). */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
