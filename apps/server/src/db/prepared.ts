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

/** The arguments with every value replaced by its slot (undefined stays undefined: Kysely leaves such a column out). */
function slotsOf(value: unknown, path: (string | number)[]): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v, i) => slotsOf(v, [...path, i]));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, slotsOf(v, [...path, k])]));
  return new Slot(path);
}

/**
 * The statement's parameters from the call's arguments, as one compiled function: `a["values"][0]["label"]` for a
 * slot, `c[i]` for a constant of the builder. The paths are property names and indexes written as JSON literals.
 */
function extractorOf(parameters: readonly unknown[]): (args: unknown, constants: readonly unknown[]) => unknown[] {
  const items = parameters.map((p, i) => (p instanceof Slot ? `a${p.path.map((k) => `[${JSON.stringify(k)}]`).join('')}` : `c[${i}]`));
  return new Function('a', 'c', `return [${items.join(',')}];`) as (args: unknown, constants: readonly unknown[]) => unknown[];
}

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Each parameter: a slot to fill from the arguments, or a constant of the builder. */
  parameters: readonly unknown[];
  extract: (args: unknown, constants: readonly unknown[]) => unknown[];
}

/** A shape token: what `sameShape` compares (keys are compared as strings, usually the same interned ones). */
const UNDEF = 0;
const SCALAR = 1;
const ARRAY = 2;
const OBJECT = 3;

/** The shape as a flat list of tokens: kinds, array lengths, key counts and keys, in the order they are walked. */
function signatureOf(value: unknown, out: unknown[]): void {
  if (value === undefined) out.push(UNDEF);
  else if (value === null || typeof value !== 'object' || (!Array.isArray(value) && !isPlainObject(value))) out.push(SCALAR);
  else if (Array.isArray(value)) {
    out.push(ARRAY, value.length);
    for (const v of value) signatureOf(v, out);
  } else {
    const keys = Object.keys(value);
    out.push(OBJECT, keys.length);
    for (const k of keys) {
      out.push(k);
      signatureOf(value[k], out);
    }
  }
}

/** Whether `value` has the shape `sig` describes from `i`: the index after it, or -1. No allocation. */
function sameShape(value: unknown, sig: readonly unknown[], i: number): number {
  const kind = sig[i];
  if (value === undefined) return kind === UNDEF ? i + 1 : -1;
  if (value === null || typeof value !== 'object') return kind === SCALAR ? i + 1 : -1;
  if (Array.isArray(value)) {
    if (kind !== ARRAY || sig[i + 1] !== value.length) return -1;
    let j = i + 2;
    for (let n = 0; n < value.length && j >= 0; n++) j = sameShape(value[n], sig, j);
    return j;
  }
  if (!isPlainObject(value)) return kind === SCALAR ? i + 1 : -1;
  if (kind !== OBJECT) return -1;
  const count = sig[i + 1] as number;
  let j = i + 2;
  let n = 0;
  for (const k in value) {
    if (n++ >= count || sig[j] !== k) return -1;
    j = sameShape(value[k], sig, j + 1);
    if (j < 0) return -1;
  }
  return n === count ? j : -1;
}

/**
 * A statement compiled once per dialect and shape of its arguments. `build` is given placeholders in place of the
 * argument values: it may look at the shape (an argument undefined or not, an array's length, an object's keys) but
 * never at a value, and must pass values to Kysely as values (not as `is null` or identifiers).
 *
 * A call is first compared with the shape of the previous one (a walk without allocation: calls mostly repeat it);
 * another shape is looked up by its signature written as JSON.
 */
export function prepared<A extends Args, R>(build: (db: Executor, args: A) => Compilable<R>) {
  // One cache per dialect: the adapter's class (SQLite or PostgreSQL) decides what the compiler writes.
  const caches = new WeakMap<object, { byShape: Map<string, Template>; last?: { sig: unknown[]; t: Template } }>();
  return (db: Executor, args: A): Promise<QueryResult<R>> => {
    const dialect = db.getExecutor().adapter.constructor;
    let cache = caches.get(dialect);
    if (!cache) caches.set(dialect, (cache = { byShape: new Map() }));
    let t: Template | undefined;
    const last = cache.last;
    if (last && sameShape(args, last.sig, 0) === last.sig.length) t = last.t;
    else {
      const sig: unknown[] = [];
      signatureOf(args, sig);
      const key = JSON.stringify(sig);
      t = cache.byShape.get(key);
      if (!t) {
        const compiled = build(db, slotsOf(args, []) as A).compile();
        t = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters, extract: extractorOf(compiled.parameters) };
        cache.byShape.set(key, t);
      }
      cache.last = { sig, t };
    }
    const parameters = t.extract(args, t.parameters);
    return db.executeQuery<R>({ sql: t.sql, query: t.query, parameters, queryId: createQueryId() });
  };
}
