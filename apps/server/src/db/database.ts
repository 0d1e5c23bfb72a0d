// One Kysely instance over better-sqlite3 (embedded default) or pg (DATABASE_URL=postgres://…).
import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SelectQueryNode,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { checkpointEveryMs, startCheckpointer, type Checkpointer } from './checkpointer';
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
  /** PostgreSQL only: the pool under Kysely, for bulk reads as arrays (the offline catalogue file). */
  pool?: pg.Pool;
  /** SQLite on a file: the WAL's checkpoints, run by a worker thread (db/checkpointer.ts). */
  checkpointer?: Checkpointer;
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
const one = (p: unknown) => (typeof p === 'boolean' ? (p ? 1 : 0) : p);
const fix = (params: readonly unknown[]) => params.map((p) => (Array.isArray(p) ? p.map(one) : one(p)));
/** The parameters as better-sqlite3 binds them: the same array when nothing needs changing (the usual case). */
const bindable = (params: readonly unknown[]): unknown[] => {
  for (const p of params) if (typeof p === 'boolean' || Array.isArray(p)) return fix(params);
  return params as unknown[];
};
/** A connection's statement cache: the statement for an SQL text, prepared once. */
type StatementOf = (source: string) => Sqlite.Statement;

/**
 * Patches `sqlite.prepare` (for the callers that read the connection directly) and returns the cache under it, which
 * the driver uses as it is, without the wrapper's Proxy (every statement of every sale goes through it).
 */
function bindBooleans(sqlite: Sqlite.Database, cacheSize = 1000): StatementOf {
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
  return prepare;
}

/** A compiled query on better-sqlite3, as Kysely's own SQLite connection runs it. */
function executeSqlite(statementOf: StatementOf, query: CompiledQuery): QueryResult<unknown> {
  const stmt = statementOf(query.sql);
  const params = bindable(query.parameters);
  if (stmt.reader) return { rows: stmt.all(...params) };
  const { changes, lastInsertRowid } = stmt.run(...params);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * The one SQLite connection, handed out first come, first served (Kysely's own lock wakes every waiter at once and the
 * quickest takes it: some requests waited seconds), with group commit: a transaction that ends while others wait for
 * the connection releases its savepoint and hands the connection on, and one COMMIT (one fsync of the WAL, ~3 ms on
 * this machine with synchronous=FULL) later makes the whole group durable. Each transaction stays all-or-nothing (its
 * own savepoint) and its commit resolves only after the group's COMMIT: nothing is acknowledged before it is on disk.
 * A query outside a transaction, no one waiting, `maxGroup` transactions or `maxGroupMs` commit the group first.
 *
 * With `walFile` (synchronous=FULL on a file), the connection runs with synchronous=NORMAL and the driver makes the WAL
 * durable itself: COMMIT writes the group's frames to the WAL file (the OS keeps them if the process dies), and an fsync
 * of the file in the thread pool, started after that COMMIT, acknowledges the group; commits made while an fsync runs
 * wait for the next one (one fsync for all of them). The connection meanwhile runs the next transactions: the ~3 ms
 * of each fsync no longer stop the event loop. Nothing is acknowledged before it is on disk, as with FULL; a query
 * outside a transaction (which must read durable data, or makes a write of its own) waits for the pending fsyncs, and
 * a failed fsync fails every later acknowledgement (the data may not be on disk: the process must be restarted).
 */
class GroupCommitSqliteDriver implements Driver {
  private readonly waiting: (() => void)[] = [];
  private busy = false;
  /** A real transaction is open, holding the released savepoints of `group`. */
  private open = false;
  private openedAt = 0;
  private group: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Committed groups waiting for the next fsync of the WAL, the one running, and the failure that ends them all. */
  private unsynced: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private syncing: Promise<void> | undefined;
  private syncFailed: { error: unknown } | undefined;
  private wal: Promise<FileHandle> | undefined;
  /** Writes the group's transactions left to its commit (`deferToCommit`), merged: by name, the state and its writer. */
  private deferred = new Map<string, { state: unknown; write: (state: unknown) => CompiledQuery[] }>();

  constructor(
    private readonly sqlite: Sqlite.Database,
    private readonly statementOf: StatementOf,
    private readonly maxGroup: number,
    private readonly maxGroupMs = 10,
    private readonly walFile?: string,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else {
      // Even a free connection is taken after an event-loop turn: better-sqlite3 answers synchronously, so a request
      // would otherwise run its whole transaction, commit included, inside the socket event that brought it, and the
      // requests read in the same turn would never be waiting together, to share a commit.
      this.busy = true;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return new Lease(this);
  }

  run(source: string): void {
    this.statementOf(source).run();
  }

  /** Runs a query of a lease: a query outside a transaction first commits the group (it must read durable data). */
  execute(lease: Lease, query: CompiledQuery): QueryResult<unknown> {
    if (!lease.inTransaction && this.open) this.commitGroup();
    try {
      return executeSqlite(this.statementOf, query);
    } catch (e) {
      // An error that ended the real transaction (disk full, I/O) took the group with it.
      if (this.open && !this.sqlite.inTransaction) this.failGroup(e);
      throw e;
    }
  }

  private readonly arrayStatements = new Map<string, Sqlite.Statement>();

  /** Runs a read of a lease, its rows as arrays of their values (a statement of its own, in raw mode, kept by its SQL). */
  arrays(lease: Lease, query: CompiledQuery): unknown[][] {
    if (!lease.inTransaction && this.open) this.commitGroup();
    let stmt = this.arrayStatements.get(query.sql);
    if (!stmt) {
      stmt = this.sqlite.prepare(query.sql).raw(true);
      if (this.arrayStatements.size >= 200) this.arrayStatements.clear();
      this.arrayStatements.set(query.sql, stmt);
    }
    return stmt.all(...bindable(query.parameters)) as unknown[][];
  }

  iterate(lease: Lease, query: CompiledQuery): IterableIterator<unknown> {
    if (!lease.inTransaction && this.open) this.commitGroup();
    return this.sqlite.prepare(query.sql).iterate(...(query.parameters as unknown[]));
  }

  async beginTransaction(lease: Lease): Promise<void> {
    if (!this.open) {
      this.run('begin');
      this.open = true;
      this.openedAt = Date.now();
    }
    this.run('savepoint grouped');
    lease.inTransaction = true;
    lease.pending = [];
  }

  async commitTransaction(lease: Lease): Promise<void> {
    this.run('release grouped');
    lease.inTransaction = false;
    // What the transaction left to the commit joins the group's, now that it is part of the group.
    for (const d of lease.pending) {
      let kept = this.deferred.get(d.name);
      if (!kept) this.deferred.set(d.name, (kept = { state: d.create(), write: d.write }));
      d.apply(kept.state);
    }
    lease.pending = [];
    const durable = new Promise<void>((resolve, reject) => this.group.push({ resolve, reject }));
    if (this.waiting.length && this.group.length < this.maxGroup && Date.now() - this.openedAt < this.maxGroupMs) {
      lease.released = true;
      this.handOver();
    } else this.commitGroup();
    await durable;
  }

  async rollbackTransaction(lease: Lease): Promise<void> {
    if (!lease.inTransaction) return;
    lease.inTransaction = false;
    lease.pending = [];
    if (!this.sqlite.inTransaction) return;
    this.run('rollback to grouped');
    this.run('release grouped');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.released) return;
    lease.released = true;
    this.handOver();
  }

  async destroy(): Promise<void> {
    if (this.open) this.commitGroup();
    await this.durable().catch(() => {});
    await (await this.wal?.catch(() => undefined))?.close();
    this.sqlite.close();
  }

  /** Whether a statement only reads (better-sqlite3 knows it from the prepared statement). */
  readonly(source: string): boolean {
    return this.statementOf(source).readonly;
  }

  /**
   * Resolves once everything committed so far is on disk: at once without an fsync of ours pending, unless `written`
   * (a statement just committed on its own, outside a transaction).
   */
  durable(written = false): Promise<void> {
    if (!this.walFile) return Promise.resolve();
    if (this.syncFailed) return Promise.reject(this.syncFailed.error);
    if (!written && !this.unsynced.length && !this.syncing) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.unsynced.push({ resolve, reject });
      this.startSync();
    });
  }

  /** Runs one fsync of the WAL for every commit made before it started; the commits made meanwhile wait for the next. */
  private startSync(): void {
    if (this.syncing || !this.unsynced.length) return;
    const batch = this.unsynced;
    this.unsynced = [];
    // fsync in libuv's thread pool (the event loop goes on), on a handle of the WAL opened once: SQLite keeps the file
    // (same inode, rewritten from its start after a checkpoint) while the connection is open.
    this.syncing = (this.wal ??= open(this.walFile!, 'r'))
      .then((handle) => handle.sync())
      .then(
        () => {
          this.syncing = undefined;
          for (const g of batch) g.resolve();
          this.startSync();
        },
        (e: unknown) => {
          this.syncing = undefined;
          this.syncFailed = { error: e };
          for (const g of [...batch, ...this.unsynced.splice(0)]) g.reject(e);
        },
      );
  }

  private handOver(): void {
    const next = this.waiting.shift();
    // The next waiter starts after the event loop has had a turn: better-sqlite3 answers synchronously, so without it
    // a queue of transactions runs in one stretch and no new request is read meanwhile (measured: ~1.5–3× sales/s).
    if (next) setImmediate(next);
    else {
      this.busy = false;
      if (this.open) this.commitGroup();
    }
  }

  private commitGroup(): void {
    const group = this.group;
    this.group = [];
    this.open = false;
    const deferred = [...this.deferred.values()];
    this.deferred.clear();
    try {
      for (const d of deferred) for (const q of d.write(d.state)) executeSqlite(this.statementOf, q);
      this.run('commit');
    } catch (e) {
      if (this.sqlite.inTransaction) this.run('rollback');
      for (const g of group) g.reject(e);
      return;
    }
    if (!this.walFile) for (const g of group) g.resolve();
    else if (this.syncFailed) for (const g of group) g.reject(this.syncFailed.error);
    else {
      this.unsynced.push(...group);
      this.startSync();
    }
  }

  /** Before a query outside a transaction: the open group committed, and everything committed on disk. */
  async settle(): Promise<void> {
    if (this.open) this.commitGroup();
    await this.durable();
  }

  private failGroup(e: unknown): void {
    const group = this.group;
    this.group = [];
    this.open = false;
    this.deferred.clear();
    for (const g of group) g.reject(e);
  }
}

/** One use of the connection (acquire → release): what it is doing, for the group commit. */
class Lease implements DatabaseConnection {
  inTransaction = false;
  released = false;
  /** What the open transaction left to the group's commit, in order (joins the group's when it commits). */
  pending: Deferral<unknown>[] = [];
  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.driver.execute(this, query) as QueryResult<R>;
    // Outside a transaction: read only what is on disk, and answer a write only once it is there.
    await this.driver.settle();
    const result = this.driver.execute(this, query) as QueryResult<R>;
    if (!this.driver.readonly(query.sql)) await this.driver.durable(true);
    return result;
  }

  /** A read's rows as arrays: outside a transaction, once what is committed is on disk (as `executeQuery`). */
  async readArrays(query: CompiledQuery): Promise<unknown[][]> {
    if (!this.inTransaction) await this.driver.settle();
    return this.driver.arrays(this, query);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    if (!this.inTransaction) await this.driver.settle();
    for (const row of this.driver.iterate(this, query)) yield { rows: [row as R] };
  }
}

/** A write left to the group's commit: `apply` merges it into the group's state of that name, `write` writes that state. */
export interface Deferral<S> {
  name: string;
  create: () => S;
  apply: (state: S) => void;
  write: (state: S) => CompiledQuery[];
}

/**
 * SQLite only: a read's rows as arrays of their values (row objects cost SQLite as much as the reading: the offline
 * catalogue's pages, the dashboards' seller × article rows), through the driver like any query of `db`: on the
 * transaction's connection, or outside one once the connection is free and what is committed is on disk.
 */
export async function readArrays(db: Executor, query: CompiledQuery): Promise<unknown[][]> {
  return db.getExecutor().provideConnection(async (c) => {
    if (!(c instanceof Lease)) throw new Error('readArrays: SQLite only');
    return c.readArrays(query);
  });
}

/**
 * SQLite: leaves a write of a transaction to the commit of its group (the group commit: many transactions, each a
 * savepoint, one COMMIT), merged with the group's other transactions' (`apply`), and written by `write` just before the
 * COMMIT, in the same real transaction: all of it or none of it is committed with the orders it comes from, and a
 * transaction that rolls back leaves nothing. For additive rows many transactions touch (the dashboards' aggregates:
 * fifty sales of the same articles in a group write their rows once). Answers false where it cannot (PostgreSQL, a
 * database outside a transaction): the caller writes at once.
 */
export async function deferToCommit<S>(db: Executor, deferral: Deferral<S>): Promise<boolean> {
  if (!db.isTransaction || isPostgres(db)) return false;
  let lease: Lease | undefined;
  await db.getExecutor().provideConnection(async (c) => {
    lease = c instanceof Lease && c.inTransaction ? c : undefined;
  });
  if (!lease) return false;
  lease.pending.push(deferral as unknown as Deferral<unknown>);
  return true;
}

class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: Sqlite.Database,
    private readonly statementOf: StatementOf,
    private readonly maxGroup: number,
    private readonly maxGroupMs: number,
    private readonly walFile?: string,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.sqlite, this.statementOf, this.maxGroup, this.maxGroupMs, this.walFile);
  }
}

/** At most this many statement texts are named (prepared once per connection); later new texts run unnamed. */
const MAX_NAMED_STATEMENTS = 5000;

/**
 * The pool as Kysely sees it, each statement with parameters run as a named prepared statement: a connection parses
 * and plans a statement text once and then only binds and executes it (node-postgres sends unnamed statements, which
 * PostgreSQL parses and plans again on every call: 2.8 ms of planning for a 0.25 ms barcode lookup). One name per
 * text, for every connection. Statements without parameters (BEGIN, COMMIT, DDL, several statements in one text) go
 * as they are.
 */
function namedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = `k${names.size}`));
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        const query = (text: unknown, values?: unknown[]) => {
          const name = typeof text === 'string' && values?.length ? nameOf(text) : undefined;
          return name ? client.query({ name, text: text as string, values }) : client.query(text as string, values);
        };
        wrapped = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

export function createDatabase(
  url: string,
  opts: { searchPath?: string; poolSize?: number; onBackgroundError?: (err: unknown) => void } = {},
): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? (Number(process.env.PG_POOL_SIZE) || 10),
      options: pgSessionOptions(process.env, opts.searchPath),
      idleTimeoutMillis: pgIdleTimeoutMs(process.env),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namedStatements(pool) }) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new Sqlite(url);
  const statementOf = bindBooleans(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads from memory rather than a pread per page: a page cache of SQLITE_CACHE_MB (64 MB) and the file mapped up to
  // SQLITE_MMAP_MB (256 MB; 0 turns it off). A barcode lookup at 100,000 prices touches ~10 pages (bench:catalogue).
  const megabytes = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v.trim()) ? Number(v) : fallback);
  sqlite.pragma(`cache_size = -${megabytes(process.env.SQLITE_CACHE_MB, 64) * 1024}`);
  if (url !== ':memory:') sqlite.pragma(`mmap_size = ${megabytes(process.env.SQLITE_MMAP_MB, 256) * 1048576}`);
  // Savepoints' sub-journals and statement journals in memory, not temporary files: every sale is a savepoint of a
  // group's transaction (GroupCommitSqliteDriver) and writes several multi-row statements (bench:sales p99 86–95 → 57–59 ms).
  sqlite.pragma('temp_store = MEMORY');
  // FULL (the default here): a committed transaction survives a power cut, not only a process crash.
  // SQLITE_SYNCHRONOUS=NORMAL trades that for speed (WAL stays consistent; the last commits may be lost on power loss).
  // With FULL on a file, the driver itself makes each commit durable before acknowledging it, with an fsync of the WAL
  // off the event loop (GroupCommitSqliteDriver; SQLITE_OFF_LOOP_FSYNC=0: SQLite's own fsync in the COMMIT).
  const synchronous = sqliteSynchronous(process.env.SQLITE_SYNCHRONOUS);
  const offLoop = synchronous === 'FULL' && url !== ':memory:' && process.env.SQLITE_OFF_LOOP_FSYNC !== '0';
  sqlite.pragma(`synchronous = ${offLoop ? 'NORMAL' : synchronous}`);
  const group = sqliteGroupCommit(process.env);
  const walFile = offLoop ? `${path.resolve(url)}-wal` : undefined;
  const db = new Kysely<DB>({ dialect: new GroupCommitSqliteDialect(sqlite, statementOf, group.max, group.ms, walFile) });
  const checkpointer =
    url === ':memory:'
      ? undefined
      : startCheckpointer(
          sqlite,
          path.resolve(url),
          checkpointEveryMs(process.env),
          opts.onBackgroundError ?? ((err) => console.error(err)),
        );
  const close = async () => {
    await db.destroy();
    await checkpointer?.close();
  };
  return { db, dialect: 'sqlite', sqlite, checkpointer, close };
}

/**
 * The server's PostgreSQL sessions: the search path (tests), and no parallel workers for a query unless
 * PG_MAX_PARALLEL_WORKERS says how many. The application's statements are bounded reads and writes of an index range;
 * once the tables had statistics, the planner gave a dashboard sum of ~3,000 rows two workers, and starting them cost
 * 25–45 ms of a 3–18 ms query, with ten managers at once on two cores (bench/RESULTS.md, docs/decisions.md).
 */
export function pgSessionOptions(env: Record<string, string | undefined>, searchPath?: string): string {
  const workers = env.PG_MAX_PARALLEL_WORKERS?.trim();
  const options = [`-c max_parallel_workers_per_gather=${workers && /^\d+$/.test(workers) ? workers : 0}`];
  if (searchPath) options.push(`-c search_path=${searchPath}`);
  return options.join(' ');
}

/**
 * How long an idle PostgreSQL connection is kept: PG_IDLE_TIMEOUT_MS, else 10 minutes (pg's default is 10 s). A
 * connection opened for a request costs that request a new backend's start and its first reads of the catalogue; with
 * pg's default, the first managers on the dashboards after a quiet moment paid it again.
 */
export function pgIdleTimeoutMs(env: Record<string, string | undefined>): number {
  const v = env.PG_IDLE_TIMEOUT_MS?.trim();
  return v && /^\d+$/.test(v) ? Number(v) : 600_000;
}

/**
 * Opens the PostgreSQL pool's connections before the server takes requests (PG_POOL_WARM of them, else all), so
 * that the first requests after a start do not each wait for a new backend. Nothing on SQLite.
 */
export async function warmPool(database: Database, env: Record<string, string | undefined> = process.env): Promise<void> {
  const pool = database.pool;
  if (!pool) return;
  const asked = env.PG_POOL_WARM?.trim();
  const count = Math.min(pool.options.max ?? 10, asked && /^\d+$/.test(asked) ? Number(asked) : Infinity);
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    await Promise.all(clients.map((c) => c.query('select 1')));
  } finally {
    for (const c of clients) c.release();
  }
}

/** SQLITE_GROUP_COMMIT: at most that many transactions per COMMIT (1: one each); SQLITE_GROUP_COMMIT_MS: the oldest waits no longer. */
export function sqliteGroupCommit(env: Record<string, string | undefined>): { max: number; ms: number } {
  const int = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v.trim()) ? Math.max(1, Number(v)) : fallback);
  return { max: int(env.SQLITE_GROUP_COMMIT, 64), ms: int(env.SQLITE_GROUP_COMMIT_MS, 40) };
}

export function sqliteSynchronous(value: string | undefined): 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA' {
  const v = (value ?? '').trim().toUpperCase();
  return v === 'OFF' || v === 'NORMAL' || v === 'EXTRA' ? v : 'FULL';
}

export const nowIso = (): string => new Date().toISOString();

/** Whether a database or transaction runs on PostgreSQL (its adapter), for SQL that differs between the two. */
export const isPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
