// The one idempotency mechanism, tested on the database itself (real parallel connections on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nowIso } from '../db/database';
import { AppError } from './app-error';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, requestHash, stableJson, withIdempotency } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A write that leaves a trace: an audit row tagged with `mark`. */
const write = (entrepriseId: number, mark: string) => async (trx: Parameters<Parameters<typeof withIdempotency>[2]>[0]) => {
  await trx
    .insertInto('audit_logs')
    .values({
      entreprise_id: entrepriseId,
      user_id: null,
      action: 'idem.test',
      entity: mark,
      entityId: null,
      data: null,
      ip: null,
      created_at: nowIso(),
    })
    .execute();
  const n = await trx
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entity', '=', mark)
    .executeTakeFirstOrThrow();
  return { mark, seen: Number(n.n) };
};
const traces = async (mark: string) =>
  Number(
    (
      await t.deps.database.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', mark)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('idempotency keys', () => {
  it('applies a write once when 10 duplicates arrive in parallel, and answers them all the first result', async () => {
    const { entrepriseId } = await newCompany(t);
    const mark = `par-${Date.now()}`;
    const scope = { entrepriseId, key: `key-${mark}`, route: 'POST /test', request: { amount: 10 } };
    const results = await Promise.all(Array.from({ length: 10 }, () => withIdempotency(t.deps.database, scope, write(entrepriseId, mark))));
    expect(await traces(mark)).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.value).toEqual({ mark, seen: 1 });
    // A late retry is answered from the stored result too.
    const late = await withIdempotency(t.deps.database, scope, write(entrepriseId, mark));
    expect(late).toEqual({ value: { mark, seen: 1 }, replayed: true, json: JSON.stringify({ mark, seen: 1 }) });
    expect(await traces(mark)).toBe(1);
  });

  it('refuses a key reused with another body or on another route (409) and writes nothing', async () => {
    const { entrepriseId } = await newCompany(t);
    const mark = `reuse-${Date.now()}`;
    await withIdempotency(
      t.deps.database,
      { entrepriseId, key: `key-${mark}`, route: 'POST /a', request: { amount: 10 } },
      write(entrepriseId, mark),
    );
    for (const scope of [
      { entrepriseId, key: `key-${mark}`, route: 'POST /a', request: { amount: 11 } },
      { entrepriseId, key: `key-${mark}`, route: 'POST /b', request: { amount: 10 } },
    ]) {
      const err = await withIdempotency(t.deps.database, scope, write(entrepriseId, mark)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
    }
    expect(await traces(mark)).toBe(1);
  });

  it('keeps nothing when the write fails, so the retry runs', async () => {
    const { entrepriseId } = await newCompany(t);
    const mark = `fail-${Date.now()}`;
    const scope = { entrepriseId, key: `key-${mark}`, route: 'POST /a', request: {} };
    const failing = async (trx: Parameters<ReturnType<typeof write>>[0]) => {
      await write(entrepriseId, mark)(trx);
      throw new AppError('CONFLICT', 'nope');
    };
    await expect(withIdempotency(t.deps.database, scope, failing)).rejects.toBeInstanceOf(AppError);
    expect(await traces(mark)).toBe(0);
    const retry = await withIdempotency(t.deps.database, scope, write(entrepriseId, mark));
    expect(retry).toEqual({ value: { mark, seen: 1 }, replayed: false, json: JSON.stringify({ mark, seen: 1 }) });
  });

  it('scopes keys to the company and runs every request that has no key', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const mark = `scope-${Date.now()}`;
    const key = `key-${mark}`;
    await withIdempotency(
      t.deps.database,
      { entrepriseId: a.entrepriseId, key, route: 'POST /a', request: {} },
      write(a.entrepriseId, mark),
    );
    const other = await withIdempotency(
      t.deps.database,
      { entrepriseId: b.entrepriseId, key, route: 'POST /a', request: {} },
      write(b.entrepriseId, mark),
    );
    expect(other.replayed).toBe(false);
    await withIdempotency(
      t.deps.database,
      { entrepriseId: a.entrepriseId, key: undefined, route: 'POST /a', request: {} },
      write(a.entrepriseId, mark),
    );
    await withIdempotency(
      t.deps.database,
      { entrepriseId: a.entrepriseId, key: undefined, route: 'POST /a', request: {} },
      write(a.entrepriseId, mark),
    );
    expect(await traces(mark)).toBe(4);
  });

  it('hashes a body the same whatever its key order, and ignores the clientId it carries', () => {
    expect(requestHash('POST /a', { a: 1, b: { c: 2, d: [1, 2] } })).toBe(requestHash('POST /a', { b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(requestHash('POST /a', { a: 1, clientId: 'abc12345' })).toBe(requestHash('POST /a', { a: 1 }));
    expect(requestHash('POST /a', { a: 1 })).not.toBe(requestHash('POST /a', { a: 2 }));
  });

  it('writes a body as JSON with its keys sorted, undefined left out as JSON.stringify does', () => {
    const body = { z: [3, undefined, { y: 'é"', b: null }], a: { d: undefined, c: 1.5 }, m: 'x' };
    expect(stableJson(body)).toBe('{"a":{"c":1.5},"m":"x","z":[3,null,{"b":null,"y":"é\\""}]}');
    expect(JSON.parse(stableJson(body))).toEqual(JSON.parse(JSON.stringify(body)));
    expect(stableJson([])).toBe('[]');
    expect(stableJson({})).toBe('{}');
    expect(stableJson(undefined)).toBe('null');
  });

  it('sends the stored answer as it is, once it matches the response schema (checked outside production)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const schema = { response: { 200: z.object({ id: z.number(), label: z.string() }) } };
    app.get('/ok', { schema }, async (_req, reply) =>
      answer(reply, { value: { id: 1, label: 'a' }, replayed: true, json: '{"label":"a","id":1}' }),
    );
    app.get('/off', { schema }, async (_req, reply) =>
      answer(reply, { value: { id: 1, label: 'a', secret: 'x' }, replayed: false, json: '{"id":1,"label":"a","secret":"x"}' }),
    );
    await app.ready();
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    expect([ok.statusCode, ok.body, ok.headers['content-type'], ok.headers['idempotent-replayed']]).toEqual([
      200,
      '{"label":"a","id":1}',
      'application/json; charset=utf-8',
      'true',
    ]);
    expect((await app.inject({ method: 'GET', url: '/off' })).statusCode).toBe(500);
    await app.close();
  });
});
