// One Kysely instance over better-sqlite3 (embedded default) or pg (DATABASE_URL=postgres://…).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;
export type Trx = Transaction<DB>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** SQLite only: the connection under Kysely, for bulk reads as arrays (the offline catalogue file). */
  sqlite?: Sqlite.Database;
  close(): Promise<void>;
}

// PostgreSQL answers timestamps as ISO strings and 64-bit integers as numbers, as SQLite does.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(v + 'Z').toISOString());
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * better-sqlite3 cannot bind booleans: bind them as 1/0 like PostgreSQL's true/false. Prepared statements are kept
 * by their SQL (Kysely prepares every query again): all/get/run finish synchronously, so one statement serves every
 * caller; iterate (a stream) takes a statement of its own.
 */
function bindBooleans(sqlite: Sqlite.Database, cacheSize = 1000): Sqlite.Database {
  const one = (p: unknown) => (typeof p === 'boolean' ? (p ? 1 : 0) : p);
  const fix = (params: unknown[]) => params.map((p) => (Array.isArray(p) ? p.map(one) : one(p)));
  const prepareRaw = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Sqlite.Statement>();
  const prepare = (source: string): Sqlite.Statement => {
    let stmt = statements.get(source);
    if (!stmt) {
      stmt = prepareRaw(source);
      if (statements.size >= cacheSize) statements.clear();
      statements.set(source, stmt);
    }
    return stmt;
  };
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source);
    const wrap =
      <K extends 'all' | 'get' | 'run' | 'iterate'>(key: K) =>
      (...params: unknown[]) =>
        (stmt[key] as (...a: unknown[]) => unknown).apply(stmt, fix(params));
    return new Proxy(stmt, {
      get(target, prop, receiver) {
        if (prop === 'iterate')
          return (...params: unknown[]) => {
            const own = prepareRaw(source);
            return own.iterate(...(fix(params) as []));
          };
        if (prop === 'all' || prop === 'get' || prop === 'run') return wrap(prop);
        // A statement put in another mode (raw, pluck, expand) is the caller's own from now on.
        if (prop === 'raw' || prop === 'pluck' || prop === 'expand') if (statements.get(source) === target) statements.delete(source);
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }) as typeof sqlite.prepare;
  return sqlite;
}

/**
 * The one SQLite connection, handed out first come, first served: Kysely's own lock wakes every waiter at once and the
 * quickest takes it, so under load some requests waited seconds (the p99 of bench:sales).
 */
class FifoSqliteDriver extends SqliteDriver {
  private readonly waiting: (() => void)[] = [];
  private busy = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.waiting.shift();
    // The next waiter starts after the event loop has had a turn: better-sqlite3 answers synchronously, so without it
    // a queue of transactions runs in one stretch and no new request is read meanwhile (measured: ~1.5–3× sales/s).
    if (next) setImmediate(next);
    else this.busy = false;
  }
}

class FifoSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new FifoSqliteDriver(this.settings);
  }
}

export function createDatabase(url: string, opts: { searchPath?: string; poolSize?: number } = {}): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      options: opts.searchPath ? `-c search_path=${opts.searchPath}` : undefined,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = bindBooleans(new Sqlite(url));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL (the default here): a committed transaction survives a power cut, not only a process crash.
  // SQLITE_SYNCHRONOUS=NORMAL trades that for speed (WAL stays consistent; the last commits may be lost on power loss).
  sqlite.pragma(`synchronous = ${sqliteSynchronous(process.env.SQLITE_SYNCHRONOUS)}`);
  const db = new Kysely<DB>({ dialect: new FifoSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

export function sqliteSynchronous(value: string | undefined): 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA' {
  const v = (value ?? '').trim().toUpperCase();
  return v === 'OFF' || v === 'NORMAL' || v === 'EXTRA' ? v : 'FULL';
}

export const nowIso = (): string => new Date().toISOString();
