// The small settings of issue 25 on both databases: paper sizes, instructions, additional info trash and restore,
// transport companies' trash, the payment modes each store accepts (and the till's sale honouring them), the command
// report of a store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown>; lang?: string };
const call = (token: string, c: Call) => t.call({ ...c, token });
const fields = (res: { json: () => { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

/** The same walk for every soft-deleted named setting: create, rename, 409 on a taken name, trash, trashed list, restore. */
async function crudWalk(token: string, base: string, make: (name: string) => Record<string, unknown>) {
  const a = await call(token, { method: 'POST', url: base, payload: make('Alpha') });
  expect(a.statusCode, a.body).toBe(200);
  const b = (await call(token, { method: 'POST', url: base, payload: make('Beta') })).json();
  const renamed = await call(token, { method: 'POST', url: base, payload: { ...make('Alpha bis'), id: a.json().id } });
  expect(renamed.json()).toMatchObject({ id: a.json().id, intitule: 'Alpha bis' });
  // A taken name (case-insensitive) is refused by the database's unique index.
  const taken = await call(token, { method: 'POST', url: base, payload: { ...make('BETA'), id: a.json().id } });
  expect(taken.statusCode).toBe(409);
  expect(fields(taken)).toEqual(['intitule']);
  expect((await call(token, { method: 'DELETE', url: `${base}/${b.id}` })).statusCode).toBe(200);
  expect((await call(token, { method: 'DELETE', url: `${base}/${b.id}` })).statusCode).toBe(404);
  expect((await call(token, { method: 'GET', url: base })).json().map((r: { id: number }) => r.id)).toEqual([a.json().id]);
  const trash = (await call(token, { method: 'GET', url: `${base}?onlyTrashed=1` })).json();
  expect(trash).toEqual([expect.objectContaining({ id: b.id, intitule: 'Beta', deleted_at: expect.any(String) })]);
  // The name is free while trashed: restoring it back over a new live "Beta" is a 409, then a 200 once renamed.
  const again = (await call(token, { method: 'POST', url: base, payload: make('Beta') })).json();
  expect((await call(token, { method: 'PATCH', url: `${base}/restore/${b.id}` })).statusCode).toBe(409);
  await call(token, { method: 'POST', url: base, payload: { ...make('Gamma'), id: again.id } });
  expect((await call(token, { method: 'PATCH', url: `${base}/restore/${b.id}` })).statusCode).toBe(200);
  expect((await call(token, { method: 'PATCH', url: `${base}/restore/${b.id}` })).statusCode).toBe(404);
  expect((await call(token, { method: 'GET', url: `${base}?onlyTrashed=true` })).json()).toEqual([]);
  return { a: a.json(), b };
}

/** Another company's row is invisible: 404 to edit, delete and restore, absent from lists. */
async function otherCompanyWalk(base: string, make: (name: string) => Record<string, unknown>) {
  const a = await signedIn(t);
  const b = await signedIn(t);
  const theirs = (await call(b.token, { method: 'POST', url: base, payload: make('Theirs') })).json();
  expect((await call(a.token, { method: 'POST', url: base, payload: { ...make('Hijack'), id: theirs.id } })).statusCode).toBe(404);
  expect((await call(a.token, { method: 'DELETE', url: `${base}/${theirs.id}` })).statusCode).toBe(404);
  await call(b.token, { method: 'DELETE', url: `${base}/${theirs.id}` });
  expect((await call(a.token, { method: 'PATCH', url: `${base}/restore/${theirs.id}` })).statusCode).toBe(404);
  expect((await call(a.token, { method: 'GET', url: `${base}?onlyTrashed=1` })).json()).toEqual([]);
  expect((await call(a.token, { method: 'POST', url: base, payload: { ...make('New'), id: 999_999 } })).statusCode).toBe(404);
}

describe('paper sizes (AdditionalInfoPaperSize)', () => {
  const make = (intitule: string) => ({ intitule, width: 80, height: null });
  it('creates, renames, refuses a taken name, trashes and restores', async () => {
    const s = await signedIn(t);
    const { a } = await crudWalk(s.token, '/api/AdditionalInfoPaperSize', make);
    expect(a).toEqual({ id: a.id, intitule: 'Alpha', width: 80, height: null });
  });

  it('lists every field problem, hides other companies, refuses a role without the tag', async () => {
    const s = await signedIn(t);
    const bad = await call(s.token, {
      method: 'POST',
      url: '/api/AdditionalInfoPaperSize',
      payload: { intitule: 'x', width: 5, height: 'a' },
    });
    expect(bad.statusCode).toBe(422);
    expect(fields(bad)).toEqual(['intitule', 'width', 'height']);
    await otherCompanyWalk('/api/AdditionalInfoPaperSize', make);
    const seller = await signedIn(t, 'vendeuse');
    expect((await call(seller.token, { method: 'GET', url: '/api/AdditionalInfoPaperSize' })).statusCode).toBe(403);
    expect((await call(seller.token, { method: 'POST', url: '/api/AdditionalInfoPaperSize', payload: make('A4') })).statusCode).toBe(403);
    expect((await call(seller.token, { method: 'PATCH', url: '/api/AdditionalInfoPaperSize/restore/1' })).statusCode).toBe(403);
  });
});

describe('instructions (Instruction)', () => {
  const make = (intitule: string) => ({ intitule, description: 'Sans oignons', order: 2 });
  it('creates, reads one, renames, refuses a taken name, trashes and restores', async () => {
    const s = await signedIn(t);
    const { a } = await crudWalk(s.token, '/api/Instruction', make);
    const one = await call(s.token, { method: 'GET', url: `/api/Instruction/${a.id}` });
    expect(one.json()).toEqual({ id: a.id, intitule: 'Alpha bis', description: 'Sans oignons', order: 2 });
    const blank = await call(s.token, {
      method: 'POST',
      url: '/api/Instruction',
      payload: { id: a.id, intitule: 'Alpha bis', description: '' },
    });
    expect(blank.json()).toMatchObject({ description: null, order: 2 });
  });

  it('lists every field problem, 404 for an unknown or foreign one, 403 without command_instruction', async () => {
    const s = await signedIn(t);
    const bad = await call(s.token, {
      method: 'POST',
      url: '/api/Instruction',
      payload: { intitule: '', description: 'x'.repeat(501), order: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(fields(bad)).toEqual(['intitule', 'description', 'order']);
    expect((await call(s.token, { method: 'GET', url: '/api/Instruction/999999' })).statusCode).toBe(404);
    await otherCompanyWalk('/api/Instruction', make);
    const seller = await signedIn(t, 'vendeuse');
    expect((await call(seller.token, { method: 'GET', url: '/api/Instruction' })).statusCode).toBe(403);
    expect((await call(seller.token, { method: 'DELETE', url: '/api/Instruction/1' })).statusCode).toBe(403);
    // A cashier holds command_instruction: the till may read them.
    const cashier = await signedIn(t, 'caissier');
    expect((await call(cashier.token, { method: 'GET', url: '/api/Instruction' })).statusCode).toBe(200);
  });
});

describe('transport companies: trash and restore', () => {
  it('trashes, lists the trash, restores; 409 on a taken name; 404 elsewhere; 403 without the tag', async () => {
    const s = await signedIn(t);
    await crudWalk(s.token, '/api/TransportCompany', (intitule) => ({ intitule, tel: '' }));
    await otherCompanyWalk('/api/TransportCompany', (intitule) => ({ intitule }));
    const cashier = await signedIn(t, 'caissier');
    expect((await call(cashier.token, { method: 'PATCH', url: '/api/TransportCompany/restore/1' })).statusCode).toBe(403);
  });
});

describe('additional info natures and types: trash and restore', () => {
  it('restores a nature with the types trashed along with it, not a type trashed before', async () => {
    const s = await signedIn(t);
    const nature = (await call(s.token, { method: 'POST', url: '/api/AdditionalInfoNature', payload: { intitule: 'Médical' } })).json();
    const [size, blood] = await Promise.all(
      ['Taille', 'Groupe'].map(async (intitule) =>
        (await call(s.token, { method: 'POST', url: '/api/AdditionalInfoType', payload: { intitule, natureId: nature.id } })).json(),
      ),
    );
    await call(s.token, { method: 'DELETE', url: `/api/AdditionalInfoType/${blood.id}` });
    await new Promise((r) => setTimeout(r, 5));
    await call(s.token, { method: 'DELETE', url: `/api/AdditionalInfoNature/${nature.id}` });
    const trashed = (await call(s.token, { method: 'GET', url: '/api/AdditionalInfoType?onlyTrashed=1' })).json();
    expect(trashed.map((x: { id: number }) => x.id).sort()).toEqual([size.id, blood.id].sort());
    // A type cannot come back while its nature is in the trash.
    const early = await call(s.token, { method: 'PATCH', url: `/api/AdditionalInfoType/restore/${size.id}` });
    expect(early.statusCode).toBe(409);
    expect(fields(early)).toEqual(['natureId']);
    expect((await call(s.token, { method: 'PATCH', url: `/api/AdditionalInfoNature/restore/${nature.id}` })).statusCode).toBe(200);
    expect((await call(s.token, { method: 'GET', url: '/api/AdditionalInfoType' })).json()).toEqual([
      { id: size.id, intitule: 'Taille', natureId: nature.id },
    ]);
    expect((await call(s.token, { method: 'PATCH', url: `/api/AdditionalInfoType/restore/${blood.id}` })).statusCode).toBe(200);
    expect((await call(s.token, { method: 'GET', url: '/api/AdditionalInfoType' })).json()).toHaveLength(2);
  });

  it('keeps names unique in the database (a type within its nature), 404 elsewhere, 403 without bd_client', async () => {
    const s = await signedIn(t);
    const nature = (await call(s.token, { method: 'POST', url: '/api/AdditionalInfoNature', payload: { intitule: 'Mesures' } })).json();
    const { db } = t.deps.database;
    const now = new Date().toISOString();
    const row = { entreprise_id: s.entrepriseId, intitule: 'mesures', created_at: now, updated_at: now };
    await expect(db.insertInto('client_info_natures').values(row).execute()).rejects.toThrow();
    const type = { entreprise_id: s.entrepriseId, natureId: nature.id, created_at: now, updated_at: now };
    await db
      .insertInto('client_info_types')
      .values({ ...type, intitule: 'Poids' })
      .execute();
    await expect(
      db
        .insertInto('client_info_types')
        .values({ ...type, intitule: 'POIDS' })
        .execute(),
    ).rejects.toThrow();
    const other = await signedIn(t);
    expect((await call(other.token, { method: 'PATCH', url: `/api/AdditionalInfoNature/restore/${nature.id}` })).statusCode).toBe(404);
    const driver = await signedIn(t, 'delivery_man');
    expect((await call(driver.token, { method: 'GET', url: '/api/AdditionalInfoNature?onlyTrashed=1' })).statusCode).toBe(403);
  });
});

describe('payment methods of a store', () => {
  const save = (token: string, payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/Operation/Methods/Magasin', payload });
  const ofStore = (token: string, magasinId: number) =>
    call(token, { method: 'GET', url: `/api/Operation/Methods?magasinId=${magasinId}` });
  const active = (res: { json: () => { tag: string; isActive: boolean }[] }) =>
    res
      .json()
      .filter((m) => m.isActive)
      .map((m) => m.tag);

  it("answers the company's modes until the store chooses, then its modes in its order; sales honour them", async () => {
    const s = await tillSetup(t);
    const before = await ofStore(s.cashier.token, s.magasinId);
    expect(active(before)).toEqual(
      (await call(s.admin.token, { method: 'GET', url: '/api/Operation/Methods' })).json().map((m: { tag: string }) => m.tag),
    );
    const saved = await save(s.admin.token, { magasinId: s.magasinId, tags: ['pos_machine', 'cash'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(active(saved)).toEqual(['pos_machine', 'cash']);
    expect(active(await ofStore(s.cashier.token, s.magasinId))).toEqual(['pos_machine', 'cash']);
    // Another store of the company keeps the company's modes.
    const other = await newStore(t, s.entrepriseId);
    expect(active(await ofStore(s.admin.token, other))).toContain('bank_transfer');
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };
    const refused = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [line],
      payments: [{ modePayment: 'bank_transfer', amount: 10 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'modePayment', message: expect.any(String) }]);
    const card = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [line],
      payments: [{ modePayment: 'pos_machine', amount: 10 }],
    });
    expect(card.statusCode, card.body).toBe(200);
    // A mode the company turns off leaves the store's choice.
    await call(s.admin.token, { method: 'POST', url: '/api/Operation/Methods', payload: { tag: 'pos_machine', isActive: false } });
    expect(active(await ofStore(s.cashier.token, s.magasinId))).toEqual(['cash']);
    const off = await save(s.admin.token, { magasinId: s.magasinId, tags: ['cash', 'pos_machine'] });
    expect(off.statusCode).toBe(422);
    expect(fields(off)).toEqual(['tags.1']);
  });

  it('validates, and answers 404 for a store of another company or out of scope, 403 without the tag', async () => {
    const s = await tillSetup(t);
    const bad = await save(s.admin.token, { magasinId: 'x', tags: ['pos_machine', 'pos_machine', 'bitcoin'] });
    expect(bad.statusCode).toBe(422);
    expect(fields(bad)).toEqual(['magasinId', 'tags.2']);
    expect(fields(await save(s.admin.token, { magasinId: s.magasinId, tags: ['pos_machine'] }))).toEqual(['tags']);
    expect(fields(await save(s.admin.token, { magasinId: s.magasinId, tags: ['cash', 'cash'] }))).toEqual(['tags']);
    const other = await signedIn(t);
    const theirs = await newStore(t, other.entrepriseId);
    expect((await save(s.admin.token, { magasinId: theirs, tags: ['cash'] })).statusCode).toBe(404);
    expect((await ofStore(s.admin.token, theirs)).statusCode).toBe(404);
    // The cashier is bound to one store: another store of the company is out of scope.
    const second = await newStore(t, s.entrepriseId);
    expect((await ofStore(s.cashier.token, second)).statusCode).toBe(404);
    expect((await save(s.cashier.token, { magasinId: s.magasinId, tags: ['cash'] })).statusCode).toBe(403);
  });
});

describe('command report of a store', () => {
  const url = (id: number) => `/api/Magasin/${id}/CommandReport`;
  it('answers every part until configured, then the chosen parts on a paper size', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const first = (await call(s.token, { method: 'GET', url: url(store) })).json();
    expect(first).toMatchObject({ magasinId: store, configured: false, paperSizeId: null });
    expect(first.fields).toContain('payments');
    const paper = (
      await call(s.token, { method: 'POST', url: '/api/AdditionalInfoPaperSize', payload: { intitule: 'Ticket 80', width: 80 } })
    ).json();
    const saved = await call(s.token, {
      method: 'POST',
      url: url(store),
      payload: { fields: ['payments', 'cashier'], paperSizeId: paper.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      magasinId: store,
      fields: ['cashier', 'payments'],
      paperSizeId: paper.id,
      paperSize: { id: paper.id, intitule: 'Ticket 80', width: 80, height: null },
      configured: true,
    });
    // A trashed paper size is no longer the report's.
    await call(s.token, { method: 'DELETE', url: `/api/AdditionalInfoPaperSize/${paper.id}` });
    expect((await call(s.token, { method: 'GET', url: url(store) })).json()).toMatchObject({
      paperSizeId: null,
      fields: ['cashier', 'payments'],
    });
  });

  it('lists every field problem, 404 for another company store or paper, 403 without command_report', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const bad = await call(s.token, { method: 'POST', url: url(store), payload: { fields: ['nope'], paperSizeId: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(fields(bad)).toEqual(['fields.0', 'paperSizeId']);
    const other = await signedIn(t);
    const theirStore = await newStore(t, other.entrepriseId);
    const theirPaper = (
      await call(other.token, { method: 'POST', url: '/api/AdditionalInfoPaperSize', payload: { intitule: 'A4', width: 210, height: 297 } })
    ).json();
    expect((await call(s.token, { method: 'GET', url: url(theirStore) })).statusCode).toBe(404);
    expect((await call(s.token, { method: 'POST', url: url(theirStore), payload: { fields: [] } })).statusCode).toBe(404);
    const foreign = await call(s.token, { method: 'POST', url: url(store), payload: { fields: [], paperSizeId: theirPaper.id } });
    expect(foreign.statusCode).toBe(422);
    expect(fields(foreign)).toEqual(['paperSizeId']);
    const cashierUser = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [store] });
    const cashier = await signIn(t, cashierUser.email);
    expect((await call(cashier, { method: 'GET', url: url(store) })).statusCode).toBe(403);
  });
});
