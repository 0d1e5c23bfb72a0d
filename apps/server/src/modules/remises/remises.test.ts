import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_CODES_MAX } from '@comptoir/shared';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDatabase, type Trx } from '../../db/database';
import type { Actor } from '../loyalty/loyalty.service';
import { consumePromoCode, releasePromoCode } from './remises.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const add = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/Remise/add', token, payload, lang });
const types = async (token: string) => {
  const list = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token })).json().typeRemiseResponse as {
    id: number;
    tag: string;
  }[];
  return { percentage: list.find((x) => x.tag === 'percentage')!.id, fixed: list.find((x) => x.tag === 'fixed_amount')!.id };
};
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.deps.database.db.transaction().execute(fn);

describe('/Remise', () => {
  it('adds percentage and fixed codes, lists them joined to their type, updates and deletes', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    const pct = await add(s.token, {
      intitule: 'ete-2026',
      typeRemiseId: ty.percentage,
      valeur: 15,
      maxUsing: 100,
      commentaire: 'Été',
      startAt: '2026-06-01',
      endAt: '2026-08-31',
    });
    expect(pct.statusCode).toBe(200);
    expect(pct.json()).toMatchObject({
      intitule: 'ETE-2026',
      tag: 'percentage',
      typeRemise: 'Pourcentage',
      valeur: 15,
      maxUsing: 100,
      usedCount: 0,
      isVerifiable: true,
    });
    const fixed = (await add(s.token, { intitule: 'MOINS20', typeRemiseId: ty.fixed, valeur: 20.5 })).json();
    expect(fixed).toMatchObject({ valeur: 20.5, maxUsing: 1, tag: 'fixed_amount' });
    const all = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.token })).json();
    expect(all.remiseResponse.map((r: { intitule: string }) => r.intitule)).toEqual(['MOINS20', 'ETE-2026']);
    expect(all.typeRemiseResponse).toHaveLength(2);
    const upd = await add(s.token, { id: fixed.id, intitule: 'MOINS25', typeRemiseId: ty.fixed, valeur: 25 });
    expect(upd.json()).toMatchObject({ id: fixed.id, intitule: 'MOINS25', valeur: 25 });
    expect((await t.call({ method: 'POST', url: '/api/Remise/delete', token: s.token, payload: { id: fixed.id } })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.token })).json().remiseResponse).toHaveLength(1);
    // A deleted code's name can be used again.
    expect((await add(s.token, { intitule: 'moins25', typeRemiseId: ty.fixed, valeur: 5 })).statusCode).toBe(200);
  });

  it('refuses a code used already (409), a percentage over 100 and a period out of order (422)', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    await add(s.token, { intitule: 'UNIQUE1', typeRemiseId: ty.percentage, valeur: 10 });
    const dup = await add(s.token, { intitule: 'unique1', typeRemiseId: ty.fixed, valeur: 10 }, 'en');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'intitule', message: 'This code already exists' }]);
    const bad = await add(
      s.token,
      { intitule: 'BAD', typeRemiseId: ty.percentage, valeur: 120, startAt: '2026-05-02', endAt: '2026-05-01' },
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: 'valeur', message: 'A percentage is at most 100' },
      { field: 'endAt', message: expect.any(String) },
    ]);
    const shape = await add(s.token, { intitule: 'a b', typeRemiseId: 0, valeur: -1 }, 'en');
    expect(shape.json().errors.map((e: { field: string }) => e.field)).toEqual(['intitule', 'typeRemiseId', 'valeur']);
    const unique = (intitule: string, id?: number) =>
      t.call({ method: 'POST', url: '/api/Remise/unique', token: s.token, payload: { intitule, id } });
    expect((await unique('unique1')).json()).toEqual({ unique: false });
    expect((await unique('FREE-ONE')).json()).toEqual({ unique: true });
    const own = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.token })).json().remiseResponse[0];
    expect((await unique('UNIQUE1', own.id)).json()).toEqual({ unique: true });
  });

  it('generates unambiguous codes and inserts 1,000 unique ones in one batch, exported to xlsx', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    const gen = (await t.call({ method: 'GET', url: '/api/Remise/generateCode', token: s.token })).json().code;
    expect(gen).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const started = Date.now();
    const bulk = await t.call({
      method: 'POST',
      url: '/api/Remise/bulkDiscountInsertion',
      token: s.token,
      payload: { number: BULK_CODES_MAX, typeRemiseId: ty.percentage, valeur: 5, prefix: 'noel', endAt: '2026-12-31' },
    });
    expect(bulk.statusCode).toBe(200);
    const { batch, count, codes } = bulk.json();
    expect(count).toBe(1000);
    expect(new Set(codes).size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^NOEL-[A-HJ-NP-Z2-9]{8}$/);
    expect(Date.now() - started).toBeLessThan(15_000);
    const listed = (await t.call({ method: 'GET', url: `/api/Remise/getAll?batch=${batch}`, token: s.token })).json().remiseResponse;
    expect(listed).toHaveLength(1000);
    const file = await t.call({ method: 'GET', url: `/api/Remise/export?batch=${batch}`, token: s.token, lang: 'en' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Code');
    expect(ws.rowCount).toBe(1001);
    const exported = new Set<string>();
    ws.eachRow((r, n) => n > 1 && exported.add(String(r.getCell(1).value)));
    expect(exported).toEqual(new Set(codes));
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Remise/bulkDiscountInsertion',
          token: s.token,
          payload: { number: 1001, typeRemiseId: ty.percentage, valeur: 5 },
        })
      ).statusCode,
    ).toBe(422);
  }, 60_000);

  it("answers 404 for another company's discount and 403 without command_code_promo", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const ty = await types(b.token);
    const foreign = (await add(b.token, { intitule: 'FOREIGN', typeRemiseId: ty.percentage, valeur: 10 })).json();
    expect((await add(a.token, { id: foreign.id, intitule: 'HIJACK', typeRemiseId: ty.percentage, valeur: 10 })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/Remise/delete', token: a.token, payload: { id: foreign.id } })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Remise/getAll', token: a.token })).json().remiseResponse).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/Remise/export?batch=${foreign.batch ?? 'X'}`, token: a.token })).statusCode).toBe(404);
    // The same code is free in another company.
    expect((await add(a.token, { intitule: 'FOREIGN', typeRemiseId: ty.percentage, valeur: 10 })).statusCode).toBe(200);
    const baker = await signedIn(t, 'boulanger');
    const cashier = await newUser(t, a.entrepriseId, 'caissier');
    const cashierToken = await signIn(t, cashier.email);
    for (const token of [baker.token, cashierToken]) {
      expect((await add(token, { intitule: 'NOPE', typeRemiseId: ty.percentage, valeur: 10 })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: '/api/Remise/unique', token, payload: { intitule: 'X' } })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: '/api/Remise/delete', token, payload: { id: 1 } })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: '/api/Remise/generateCode', token })).statusCode).toBe(403);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/Remise/bulkDiscountInsertion',
            token,
            payload: { number: 2, typeRemiseId: ty.percentage, valeur: 5 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.call({ method: 'GET', url: '/api/Remise/export?batch=X', token })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/Remise/getAll', token: baker.token })).statusCode).toBe(403);
    // A cashier reads discounts and checks codes for the till.
    expect((await t.call({ method: 'GET', url: '/api/Remise/getAll', token: cashierToken })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Remise/check?code=foreign', token: cashierToken })).json()).toMatchObject({
      intitule: 'FOREIGN',
    });
  });
});

describe('promo codes in a sale (service, inside the sale transaction)', () => {
  it('consumes a single-use code once, refuses it after, releases it on cancellation, replays a retried sale', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    await add(s.token, { intitule: 'ONCE', typeRemiseId: ty.percentage, valeur: 10 });
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    const first = await inTrx((trx) => consumePromoCode(trx, actor, { code: 'once', key: 'sale-1', commandId: 1 }));
    expect(first).toMatchObject({ replayed: false, remise: { usedCount: 1 } });
    expect((await inTrx((trx) => consumePromoCode(trx, actor, { code: 'ONCE', key: 'sale-1' }))).replayed).toBe(true);
    await expect(inTrx((trx) => consumePromoCode(trx, actor, { code: 'ONCE', key: 'sale-2' }))).rejects.toMatchObject({
      message: 'promo_code_used',
    });
    expect((await t.call({ method: 'GET', url: '/api/Remise/check?code=ONCE', token: s.token })).statusCode).toBe(409);
    expect(await inTrx((trx) => releasePromoCode(trx, actor, 'sale-1'))).toBe(true);
    expect(await inTrx((trx) => releasePromoCode(trx, actor, 'sale-1'))).toBe(false);
    expect((await inTrx((trx) => consumePromoCode(trx, actor, { code: 'ONCE', key: 'sale-3' }))).remise.usedCount).toBe(1);
  });

  it('refuses an expired code, one not started, and a client code for someone else', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    await add(s.token, { intitule: 'OLD', typeRemiseId: ty.percentage, valeur: 10, startAt: '2020-01-01', endAt: '2020-12-31' });
    await add(s.token, { intitule: 'LATER', typeRemiseId: ty.percentage, valeur: 10, startAt: '2999-01-01' });
    const c = (await t.call({ method: 'POST', url: '/api/Client/', token: s.token, payload: { name: 'Owner Client' } })).json().client;
    await add(s.token, { intitule: 'MINE', typeRemiseId: ty.percentage, valeur: 10, clientId: c.id });
    await expect(inTrx((trx) => consumePromoCode(trx, actor, { code: 'OLD', key: 'k1' }))).rejects.toMatchObject({
      message: 'promo_code_expired',
    });
    await expect(inTrx((trx) => consumePromoCode(trx, actor, { code: 'LATER', key: 'k2' }))).rejects.toMatchObject({
      message: 'promo_code_not_started',
    });
    await expect(inTrx((trx) => consumePromoCode(trx, actor, { code: 'MINE', key: 'k3' }))).rejects.toMatchObject({
      message: 'promo_code_other_client',
    });
    expect((await inTrx((trx) => consumePromoCode(trx, actor, { code: 'MINE', key: 'k4', clientId: c.id }))).replayed).toBe(false);
    const uses = await t.deps.database.db.selectFrom('remise_uses').select('key').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(uses.map((u) => u.key)).toEqual(['k4']);
  });

  it('lets exactly one of 10 parallel sales use a single-use code', async () => {
    const s = await signedIn(t);
    const ty = await types(s.token);
    await add(s.token, { intitule: 'RACE', typeRemiseId: ty.fixed, valeur: 50 });
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    // Ten connections on PostgreSQL (the same schema as the app), SQLite serialises writers.
    let database = t.deps.database;
    if (t.dialect === 'postgres') {
      const schema = (await t.deps.database.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow())
        .s;
      database = createDatabase(process.env.TEST_POSTGRES_URL!, { searchPath: schema, poolSize: 10 });
    }
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          database.db.transaction().execute((trx) => consumePromoCode(trx, actor, { code: 'RACE', key: `race-${i}`, commandId: i + 1 })),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('promo_code_used');
    } finally {
      if (database !== t.deps.database) await database.close();
    }
    const row = await t.deps.database.db
      .selectFrom('remises')
      .select('usedCount')
      .where('intitule', '=', 'RACE')
      .where('entreprise_id', '=', s.entrepriseId)
      .executeTakeFirstOrThrow();
    expect(row.usedCount).toBe(1);
    const uses = await t.deps.database.db.selectFrom('remise_uses').select('id').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(uses).toHaveLength(1);
  });
});
