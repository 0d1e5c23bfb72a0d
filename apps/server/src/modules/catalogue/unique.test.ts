import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newProduct } from './catalogue-helpers';
import { uniqueViolation } from './unique';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('unique violations', () => {
  it('names the uq_<table>__<column> index a duplicate live barcode hits, and lets a trashed one be reused', async () => {
    const s = await signedIn(t);
    const p = await newProduct(t, s.token, { barcode: '6111234000019' });
    const db = t.deps.database.db;
    const now = new Date().toISOString();
    const values = {
      entreprise_id: s.entrepriseId,
      productDescriptionId: p.id,
      barcode: '6111234000019',
      created_at: now,
      updated_at: now,
    };
    const err = await db
      .insertInto('products')
      .values(values)
      .execute()
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(uniqueViolation(err)).toEqual({ table: 'products', column: 'barcode' });
    expect(uniqueViolation(new Error('other'))).toBeUndefined();
    await db
      .insertInto('products')
      .values({ ...values, deleted_at: now })
      .execute();
  });
});
