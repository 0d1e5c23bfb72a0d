// A short per-instance cache of signed-in identities (session, role, tags, stores), so a sale does not resolve the
// session and its grants with several queries every time (issue 13). Off under NODE_ENV=test unless SESSION_CACHE_MS
// is set; otherwise SESSION_CACHE_MS (default 10 s; 0 turns it off). It also keeps the few company values every sale
// reads and a manager rarely changes (the order settings, the payment methods): `companyCached`.
//
// Invalidation is coarse and at once: any write to a table the identity is read from (sessions, users, memberships,
// roles, grants, subscriptions, store assignments, stores) clears the whole cache of this instance when the statement
// runs, and again when the request that wrote answers (after its commit), and tells the other instances through
// pub/sub, waiting (briefly) for their acknowledgement before the answer leaves. Such writes are rare next to sales;
// a generation counter keeps a read that raced an invalidation out of the cache.
import { randomUUID } from 'node:crypto';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Executor } from '../db/database';
import type { PubSub } from './pubsub';

export const SESSION_CACHE_CHANNEL = 'comptoir:session-cache';
const SESSION_CACHE_ACK_CHANNEL = 'comptoir:session-cache:ack';
/** How long an invalidation waits for the other instances' acknowledgements (an instance gone does not block). */
const ACK_WAIT_MS = 250;

/** Tables the identity is read from; an INSERT into sessions (a sign-in) cannot make an entry stale. */
const WATCHED = new Set([
  'sessions',
  'users',
  'entreprise_users',
  'roles',
  'role_functionalities',
  'entreprise_functionalities',
  'functionalities',
  'user_magasins',
  'magasins',
  // companyCached values.
  'entreprise_configs',
  'payment_methods',
  'magasin_payment_methods',
]);

export function sessionCacheMs(env: NodeJS.ProcessEnv, nodeEnv: string): number {
  // The process environment counts too, so a test run can turn the cache on for apps built with a given env.
  const given = env.SESSION_CACHE_MS ?? process.env.SESSION_CACHE_MS;
  if (given !== undefined && given !== '') return Math.max(0, Number(given) || 0);
  return nodeEnv === 'test' ? 0 : 10_000;
}

interface Entry<T> {
  value: T;
  until: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by every invalidation; a value read before a bump is not stored. */
  private gen = 0;
  /** Identity writes seen; a request that saw the counter move republishes after its commit. */
  writes = 0;
  private readonly instance = randomUUID();
  private sent = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    readonly ttlMs: number,
    private readonly bus?: PubSub,
    private readonly maxEntries = 20_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get generation(): number {
    return this.gen;
  }

  get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Stores a value read while the generation was `readAt`; dropped if an invalidation came in between. */
  set(key: string, value: T, readAt: number, notAfter = Infinity): void {
    if (!this.enabled || readAt !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Math.min(Date.now() + this.ttlMs, notAfter) });
  }

  /** Clears this instance only (a message from another instance, or a local write). */
  clearLocal(): void {
    this.gen++;
    this.entries.clear();
  }

  /**
   * Clears this instance and the others, and waits (briefly) until every instance subscribed has cleared: when the
   * write's answer reaches the client, no instance still serves the old identity.
   */
  async invalidate(): Promise<void> {
    this.clearLocal();
    if (!this.enabled || !this.bus) return;
    const id = `${this.instance}:${++this.sent}`;
    let acked = 0;
    let needed = Infinity;
    let done: () => void = () => {};
    const all = new Promise<void>((resolve) => (done = resolve));
    this.waiting.set(id, () => {
      acked++;
      if (acked >= needed) done();
    });
    try {
      // Redis unreachable: do not hold the answer longer than the wait for acknowledgements.
      let late: NodeJS.Timeout | undefined;
      needed = await Promise.race([
        this.bus.publish(SESSION_CACHE_CHANNEL, id),
        new Promise<number>((resolve) => (late = setTimeout(() => resolve(0), ACK_WAIT_MS))),
      ]);
      clearTimeout(late);
      if (acked < needed) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, ACK_WAIT_MS)))]);
        clearTimeout(timer);
      }
    } finally {
      this.waiting.delete(id);
    }
  }

  async listen(): Promise<void> {
    if (!this.enabled || !this.bus) return;
    const bus = this.bus;
    await bus.subscribe(SESSION_CACHE_ACK_CHANNEL, (id) => this.waiting.get(id)?.());
    await bus.subscribe(SESSION_CACHE_CHANNEL, (id) => {
      this.clearLocal();
      void bus.publish(SESSION_CACHE_ACK_CHANNEL, id).catch(() => {});
    });
  }

  /** A Kysely plugin that sees every INSERT/UPDATE/DELETE on a watched table; it also carries the cache to companyCached. */
  plugin(onError: (err: unknown) => void): KyselyPlugin {
    return new SessionCachePlugin(this as SessionCache<unknown>, (table, insert) => {
      if (!table || !WATCHED.has(table) || (insert && table === 'sessions')) return;
      this.writes++;
      this.invalidate().catch(onError);
    });
  }
}

class SessionCachePlugin implements KyselyPlugin {
  constructor(
    readonly cache: SessionCache<unknown>,
    private readonly seen: (table: string | undefined, insert: boolean) => void,
  ) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.cache.enabled) {
      if (node.kind === 'InsertQueryNode') this.seen(tableName(node.into), true);
      else if (node.kind === 'UpdateQueryNode') this.seen(tableName(node.table), false);
      else if (node.kind === 'DeleteQueryNode') for (const f of node.from.froms) this.seen(tableName(f), false);
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * A company-wide value read through the session cache that `db` carries (a transaction carries its database's):
 * cleared with the identities by any write to a watched table, here and on the other instances. `load` reads only
 * watched tables. Without the cache (tests, SESSION_CACHE_MS=0), `load` runs every time.
 */
export async function companyCached<V>(db: Executor, entrepriseId: number, name: string, load: () => Promise<V>): Promise<V> {
  let cache: SessionCache<unknown> | undefined;
  for (const p of db.getExecutor().plugins) if (p instanceof SessionCachePlugin) cache = p.cache;
  if (!cache?.enabled) return load();
  const key = `company:${entrepriseId}:${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit as V;
  const readAt = cache.generation;
  const value = await load();
  cache.set(key, value, readAt);
  return value;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return undefined;
}
