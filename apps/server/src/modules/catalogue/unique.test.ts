import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueViolationRule } from '../../lib/unique-rules';
import { newProduct } from './catalogue-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('unique violations of the catalogue (lib/unique-rules.ts)', () => {
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
    expect(uniqueViolationRule(err)).toEqual({ message: 'barcode_taken', field: 'barcode' });
    expect(uniqueViolationRule(new Error('other'))).toBeUndefined();
    await db
      .insertInto('products')
      .values({ ...values, deleted_at: now })
      .execute();
  });

  it('names the sibling-category rule, an expression index', async () => {
    const s = await signedIn(t);
    const db = t.deps.database.db;
    const now = new Date().toISOString();
    const values = {
      entreprise_id: s.entrepriseId,
      label: 'Pains',
      order: 0,
      isDefault: false,
      isComposition: false,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('product_categories').values(values).execute();
    const err = await db
      .insertInto('product_categories')
      .values({ ...values, label: 'PAINS' })
      .execute()
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(uniqueViolationRule(err)).toEqual({ message: 'category_taken', field: 'label' });
  });
});
