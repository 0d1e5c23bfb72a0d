// Precompiled statements (issue 13, throughput): Kysely builds and compiles a query again on every call (~17 % of the
// server's CPU under the sales bench). A hot statement is written once as a Kysely builder over placeholders; it is
// built and compiled on its first call for each dialect and each shape of its arguments (which arguments are
// undefined, the length of each array, the keys of each object), and every later call only puts its arguments into
// the compiled statement's parameters. The statement still runs through the executor (the transaction, its
// connection, the plugins' view of results), so it stays in the caller's transaction and in the tests' counts.
import { createQueryId, type Compilable, type CompiledQuery, type QueryResult } from 'kysely';
import type { Executor } from './database';

/** Where an argument goes: its path in the call's arguments. */
class Slot {
  constructor(readonly path: readonly (string | number)[]) {}
}

type Args = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** The shape of the arguments: what the compiled SQL depends on (never their values). */
function shapeOf(value: unknown, out: string[]): void {
  if (value === undefined) out.push('u');
  else if (Array.isArray(value)) {
    out.push('[');
    for (const v of value) shapeOf(v, out);
    out.push(']');
  } else if (isPlainObject(value)) {
    out.push('{');
    for (const k in value) {
      out.push(k, ':');
      shapeOf(value[k], out);
    }
    out.push('}');
  } else out.push('.');
}

/** The arguments with every value replaced by its slot (undefined stays undefined: Kysely leaves such a column out). */
function slotsOf(value: unknown, path: (string | number)[]): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v, i) => slotsOf(v, [...path, i]));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, slotsOf(v, [...path, k])]));
  return new Slot(path);
}

function valueAt(args: unknown, path: readonly (string | number)[]): unknown {
  let v = args;
  for (const p of path) v = (v as Record<string | number, unknown>)[p];
  return v;
}

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Each parameter: a slot to fill from the arguments, or a constant of the builder. */
  parameters: readonly unknown[];
}

/**
 * A statement compiled once per dialect and shape of its arguments. `build` is given placeholders in place of the
 * argument values: it may look at the shape (an argument undefined or not, an array's length, an object's keys) but
 * never at a value, and must pass values to Kysely as values (not as `is null` or identifiers).
 */
export function prepared<A extends Args, R>(build: (db: Executor, args: A) => Compilable<R>) {
  // One cache per dialect: the adapter's class (SQLite or PostgreSQL) decides what the compiler writes.
  const caches = new WeakMap<object, Map<string, Template>>();
  return (db: Executor, args: A): Promise<QueryResult<R>> => {
    const dialect = db.getExecutor().adapter.constructor;
    let cache = caches.get(dialect);
    if (!cache) caches.set(dialect, (cache = new Map()));
    const shape: string[] = [];
    shapeOf(args, shape);
    const key = shape.join('');
    let t = cache.get(key);
    if (!t) {
      const compiled = build(db, slotsOf(args, []) as A).compile();
      t = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
      cache.set(key, t);
    }
    const parameters = t.parameters.map((p) => (p instanceof Slot ? valueAt(args, p.path) : p));
    return db.executeQuery<R>({ sql: t.sql, query: t.query, parameters, queryId: createQueryId() });
  };
}
