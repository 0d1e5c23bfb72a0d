import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Payload = Record<string, unknown>;
const save = (token: string, payload: Payload, lang?: string) => t.call({ method: 'POST', url: '/api/Client/', token, payload, lang });
const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const names = (res: { json(): { clients: { name: string }[] } }) => res.json().clients.map((c) => c.name);

describe('POST /api/Client/ and GET /api/Client/{id}', () => {
  it('creates a client with every field, then updates it', async () => {
    const s = await signedIn(t);
    const res = await save(s.token, {
      name: 'Fatima Zahra Bennani',
      tel: '06 61 23 45 67',
      email: 'FZ.Bennani@example.ma',
      birthday: '1988-04-12',
      sex: 'femme',
      bloodGroup: 'O+',
      city: 'Fès',
      ice: '001234567000089',
      type: 'client',
      notes: 'Préfère être appelée le matin',
    });
    expect(res.statusCode).toBe(200);
    const c = res.json().client;
    expect(c).toMatchObject({
      name: 'Fatima Zahra Bennani',
      tel: '06 61 23 45 67',
      email: 'fz.bennani@example.ma',
      birthday: '1988-04-12',
      sex: 'femme',
      bloodGroup: 'O+',
      city: 'Fès',
      ice: '001234567000089',
      type: 'client',
      loyaltyPoints: 0,
      isActive: true,
      cards: [],
    });
    expect(res.json().promoCode).toBeNull();
    const upd = await save(s.token, { id: c.id, name: 'Fatima Bennani', tel: '+212661234567', type: 'prospect' });
    // The ICE not sent is kept (the card page and imports do not carry it); sent empty, it is cleared.
    expect(upd.json().client).toMatchObject({ id: c.id, name: 'Fatima Bennani', tel: '+212661234567', type: 'prospect', email: null });
    expect(upd.json().client.ice).toBe('001234567000089');
    const cleared = await save(s.token, { id: c.id, name: 'Fatima Bennani', tel: '+212661234567', type: 'prospect', ice: '' });
    expect(cleared.json().client.ice).toBeNull();
    const profile = await get(s.token, `/api/Client/${c.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      client: { id: c.id, name: 'Fatima Bennani' },
      cards: [],
      points: [],
      giftCards: [],
      promoCodes: [],
    });
    expect(profile.json().cardHash.length).toBeGreaterThanOrEqual(32);
    const edit = await get(s.token, `/api/Client/${c.id}/edit`);
    expect(edit.json()).toMatchObject({
      client: { id: c.id },
      sexes: ['femme', 'homme', 'enfant'],
      types: ['client', 'prospect', 'patient'],
    });
    const create = await get(s.token, '/api/Client/create');
    expect(create.json()).toMatchObject({ promoCodeOnCreation: false, natures: [], infoTypes: [] });
  });

  it('refuses the same phone whatever the spacing (409) and lists field problems (422)', async () => {
    const s = await signedIn(t);
    expect((await save(s.token, { name: 'Youssef Alami', tel: '0612345678' })).statusCode).toBe(200);
    for (const tel of ['06 12 34 56 78', '+212 612-345-678', '00212612345678']) {
      const dup = await save(s.token, { name: 'Autre', tel }, 'en');
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors).toEqual([{ field: 'tel', message: 'A client already has this phone number' }]);
    }
    const bad = await save(s.token, { name: 'X', tel: 'abc', email: 'nope', sex: 'other', birthday: '1990-02-30', ice: '12-34' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'tel', 'email', 'birthday', 'sex', 'ice']);
  });

  it('gives a new client a promo code when the company setting asks for it', async () => {
    const s = await signedIn(t);
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'promo_code_on_client_creation', value: true },
    });
    const res = await save(s.token, { name: 'Omar Tazi', tel: '0700112233' });
    const code = res.json().promoCode as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const profile = (await get(s.token, `/api/Client/${res.json().client.id}`)).json();
    expect(profile.promoCodes).toEqual([
      expect.objectContaining({ intitule: code, valeur: 10, tag: 'percentage', maxUsing: 1, usedCount: 0 }),
    ]);
    // An update makes no new code.
    expect((await save(s.token, { id: res.json().client.id, name: 'Omar Tazi' })).json().promoCode).toBeNull();
  });
});

describe('GET /api/Client/ (list, filters, keyword, offset)', () => {
  it('finds a client by phone whatever the spacing, by e-mail, by name and by card number', async () => {
    const s = await signedIn(t);
    await save(s.token, { name: 'Amina Chraibi', tel: '0661 00 11 22', email: 'amina@example.ma' });
    await save(s.token, { name: 'Karim Idrissi', tel: '+212 522 33 44 55', cardReference: 'CARD-7781' });
    await save(s.token, { name: 'Nadia Fassi', type: 'prospect' });
    const q = (qs: string) => get(s.token, `/api/Client/?${qs}`);
    expect(names(await q('keyword=0661001122'))).toEqual(['Amina Chraibi']);
    expect(names(await q(`keyword=${encodeURIComponent('+212661 001 122')}`))).toEqual(['Amina Chraibi']);
    expect(names(await q('keyword=0522334455'))).toEqual(['Karim Idrissi']);
    expect(names(await q('keyword=amina%40exa'))).toEqual(['Amina Chraibi']);
    expect(names(await q('keyword=FASSI'))).toEqual(['Nadia Fassi']);
    expect(names(await q('keyword=card-77'))).toEqual(['Karim Idrissi']);
    expect(names(await q('type=prospect'))).toEqual(['Nadia Fassi']);
    // Fewer than 3 characters: no keyword filter.
    expect((await q('keyword=am')).json().total).toBe(3);
    expect((await q('keyword=100%25')).json().total).toBe(0);
  });

  it('pages with offset and answers the next offset, null at the end', async () => {
    const s = await signedIn(t);
    for (let i = 1; i <= 5; i++) await save(s.token, { name: `Client ${i}` });
    const first = (await get(s.token, '/api/Client/?limit=2')).json();
    expect(first).toMatchObject({ offset: 2, total: 5 });
    expect(first.clients.map((c: { name: string }) => c.name)).toEqual(['Client 1', 'Client 2']);
    const last = (await get(s.token, '/api/Client/?limit=2&offset=4')).json();
    expect(last).toMatchObject({ offset: null, total: 5 });
    expect(last.clients).toHaveLength(1);
  });
});

describe('block, reset, delete, select data', () => {
  it('toggles the block, resets points through the ledger, deletes (soft) and frees the cards', async () => {
    const s = await signedIn(t);
    const c = (await save(s.token, { name: 'Hamza Berrada', cardReference: 'HB-0001' })).json().client;
    const blocked = await get(s.token, `/api/Client/toggleBlock/${c.id}`);
    expect(blocked.json().isActive).toBe(false);
    expect((await get(s.token, '/api/Client/?isActive=false')).json().clients.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await get(s.token, `/api/Client/toggleBlock/${c.id}`)).json().isActive).toBe(true);
    // Give points through the ledger, then reset.
    const { earnPoints } = await import('../loyalty/loyalty.service');
    await t.deps.database.db
      .transaction()
      .execute((trx) =>
        earnPoints(trx, { entrepriseId: s.entrepriseId, userId: s.user.id }, { clientId: c.id, amountMinor: 12_345, key: 'earn:test-1' }),
      );
    expect((await get(s.token, `/api/Client/${c.id}`)).json().client.loyaltyPoints).toBe(123);
    const reset = await t.call({ method: 'PATCH', url: `/api/Client/${c.id}/reset`, token: s.token });
    expect(reset.json().loyaltyPoints).toBe(0);
    const points = (await get(s.token, `/api/Client/${c.id}/points`)).json();
    expect(points.data.map((m: { kind: string; points: number }) => [m.kind, m.points])).toEqual([
      ['reset', -123],
      ['earn', 123],
    ]);
    expect(points.balance).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/api/Client/${c.id}`, token: s.token })).statusCode).toBe(200);
    const gone = await get(s.token, `/api/Client/${c.id}`);
    expect(gone.statusCode).toBe(404);
    // The 404 names a client (a queued sale refused for a deleted client says so), other 404s stay generic.
    expect(gone.json().message).toBe('Client introuvable (supprimé ?)');
    expect((await get(s.token, '/api/Command/999999')).json().message).toBe('Élément introuvable');
    const card = await t.deps.database.db
      .selectFrom('loyalty_cards')
      .select('client_id')
      .where('reference', '=', 'HB-0001')
      .executeTakeFirstOrThrow();
    expect(card.client_id).toBeNull();
    // The phone of a deleted client is free again.
    const audit = await t.deps.database.db.selectFrom('audit_logs').select('action').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['client.block', 'client.unblock', 'client.points_reset', 'client.delete']),
    );
  });

  it('lets a deleted client phone be used again', async () => {
    const s = await signedIn(t);
    const c = (await save(s.token, { name: 'Sara Lahlou', tel: '0611223344' })).json().client;
    await t.call({ method: 'DELETE', url: `/api/Client/${c.id}`, token: s.token });
    expect((await save(s.token, { name: 'Sara Lahlou', tel: '0611223344' })).statusCode).toBe(200);
  });

  it('answers the chooser of active clients, searched with 3+ characters, to the till too', async () => {
    const s = await signedIn(t);
    const a = (await save(s.token, { name: 'Rachid Amrani', tel: '0600000011' })).json().client;
    const b = (await save(s.token, { name: 'Rachida Bennis' })).json().client;
    await get(s.token, `/api/Client/toggleBlock/${b.id}`);
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const token = await signIn(t, cashier.email);
    const res = await get(token, '/api/Client/select/data?keyword=rach');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: a.id, name: 'Rachid Amrani', tel: '0600000011', loyaltyPoints: 0 }]);
  });

  it('answers one client with its points now to the till, not a blocked, deleted or other company’s one', async () => {
    const s = await signedIn(t);
    const a = (await save(s.token, { name: 'Yasmine Alaoui', tel: '0600000021' })).json().client;
    const b = (await save(s.token, { name: 'Omar Berrada' })).json().client;
    const c = (await save(s.token, { name: 'Leila Chraibi' })).json().client;
    await get(s.token, `/api/Client/toggleBlock/${b.id}`);
    await t.call({ method: 'DELETE', url: `/api/Client/${c.id}`, token: s.token });
    const other = await signedIn(t);
    const foreign = (await save(other.token, { name: 'Someone Else' })).json().client;
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const token = await signIn(t, cashier.email);
    const res = await get(token, `/api/Client/select/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: a.id, name: 'Yasmine Alaoui', tel: '0600000021', loyaltyPoints: 0 });
    for (const id of [b.id, c.id, foreign.id, 999_999])
      expect((await get(token, `/api/Client/select/${id}`)).statusCode, String(id)).toBe(404);
    expect((await get(token, '/api/Client/select/abc')).statusCode).toBe(422);
  });
});

describe('additional info', () => {
  it('manages natures and types and sets a client value (empty clears it)', async () => {
    const s = await signedIn(t);
    const nature = (
      await t.call({ method: 'POST', url: '/api/AdditionalInfoNature', token: s.token, payload: { intitule: 'Médical' } })
    ).json();
    const type = (
      await t.call({
        method: 'POST',
        url: '/api/AdditionalInfoType',
        token: s.token,
        payload: { intitule: 'Allergies', natureId: nature.id },
      })
    ).json();
    expect(type).toMatchObject({ intitule: 'Allergies', natureId: nature.id });
    expect(
      (await t.call({ method: 'POST', url: '/api/AdditionalInfoNature', token: s.token, payload: { intitule: 'médical' } })).statusCode,
    ).toBe(409);
    const c = (await save(s.token, { name: 'Ilyas Naciri' })).json().client;
    const set = await t.call({
      method: 'POST',
      url: '/api/Client/addAdditionalInfo',
      token: s.token,
      payload: { clientId: c.id, infos: [{ typeId: type.id, value: 'Pénicilline' }] },
    });
    expect(set.json()).toEqual([expect.objectContaining({ typeId: type.id, type: 'Allergies', nature: 'Médical', value: 'Pénicilline' })]);
    const edit = (await get(s.token, `/api/Client/${c.id}/edit`)).json();
    expect(edit.additionalInfos).toHaveLength(1);
    expect(edit.infoTypes).toEqual([{ id: type.id, intitule: 'Allergies', natureId: nature.id }]);
    const cleared = await t.call({
      method: 'POST',
      url: '/api/Client/addAdditionalInfo',
      token: s.token,
      payload: { clientId: c.id, infos: [{ typeId: type.id, value: '' }] },
    });
    expect(cleared.json()).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/api/AdditionalInfoNature/${nature.id}`, token: s.token })).statusCode).toBe(200);
    expect((await get(s.token, '/api/AdditionalInfoType')).json()).toEqual([]);
  });
});

describe('QR code', () => {
  it('answers the public card link as a QR code and e-mails it on request', async () => {
    const s = await signedIn(t);
    const c = (await save(s.token, { name: 'Meryem Kettani', email: 'meryem@example.ma' })).json().client;
    const qr = await get(s.token, `/api/Client/${c.id}/qrcode`);
    expect(qr.statusCode).toBe(200);
    const hash = (await get(s.token, `/api/Client/${c.id}`)).json().cardHash;
    expect(qr.json().url).toMatch(new RegExp(`/CardLoyalty/${hash}/${s.entrepriseId}$`));
    expect(qr.json().svg).toContain('<svg');
    expect(qr.json().emailed).toBe(false);
    const before = t.mails.length;
    expect((await get(s.token, `/api/Client/${c.id}/qrcode?withEmail=1`)).json().emailed).toBe(true);
    expect(t.mails.slice(before)).toEqual([expect.objectContaining({ to: 'meryem@example.ma' })]);
    expect(t.mails[t.mails.length - 1].text).toContain(hash);
    const noMail = (await save(s.token, { name: 'Sans Mail' })).json().client;
    expect((await get(s.token, `/api/Client/${noMail.id}/qrcode?withEmail=1`)).statusCode).toBe(422);
  });
});

describe('queue', () => {
  it('numbers clients of the day, moves them through the states and answers the refresh interval', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const a = (await save(s.token, { name: 'Client A' })).json().client;
    const b = (await save(s.token, { name: 'Client B' })).json().client;
    const qa = await t.call({ method: 'POST', url: '/api/Client/Queue', token: s.token, payload: { clientId: a.id, magasinId: store } });
    expect(qa.json()).toMatchObject({ number: 1, status: 'waiting', clientName: 'Client A', magasinId: store });
    const qb = (
      await t.call({ method: 'POST', url: '/api/Client/Queue', token: s.token, payload: { clientId: b.id, magasinId: store } })
    ).json();
    expect(qb.number).toBe(2);
    expect(
      (await t.call({ method: 'POST', url: '/api/Client/Queue', token: s.token, payload: { clientId: a.id, magasinId: store } }))
        .statusCode,
    ).toBe(409);
    let list = (await get(s.token, `/api/Client/Queue?magasinId=${store}`)).json();
    expect(list.interval).toBe(30);
    expect(list.queue.map((e: { clientName: string }) => e.clientName)).toEqual(['Client A', 'Client B']);
    const served = await t.call({
      method: 'POST',
      url: '/api/Client/Queue',
      token: s.token,
      payload: { id: qa.json().id, status: 'served' },
    });
    expect(served.json().status).toBe('served');
    const back = await t.call({
      method: 'POST',
      url: '/api/Client/Queue',
      token: s.token,
      payload: { id: qa.json().id, status: 'waiting' },
    });
    expect(back.statusCode).toBe(422);
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'client_queue_interval_time', value: 45 },
    });
    list = (await get(s.token, `/api/Client/Queue?magasinId=${store}`)).json();
    expect(list.interval).toBe(45);
    expect(list.queue.map((e: { clientName: string }) => e.clientName)).toEqual(['Client B']);
    expect((await get(s.token, `/api/Client/Queue?magasinId=${store}&all=1`)).json().queue).toHaveLength(2);
  });
});

describe('access', () => {
  it("answers 404 for another company's client on every route", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const foreign = (await save(b.token, { name: 'Foreign Client', tel: '0655443322' })).json().client;
    const id = foreign.id;
    for (const [method, url] of [
      ['GET', `/api/Client/${id}`],
      ['GET', `/api/Client/${id}/edit`],
      ['DELETE', `/api/Client/${id}`],
      ['PATCH', `/api/Client/${id}/reset`],
      ['GET', `/api/Client/toggleBlock/${id}`],
      ['GET', `/api/Client/${id}/qrcode`],
      ['GET', `/api/Client/${id}/points`],
    ] as const)
      expect((await t.call({ method, url, token: a.token })).statusCode, `${method} ${url}`).toBe(404);
    expect((await save(a.token, { id, name: 'Hijack' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/Client/Queue', token: a.token, payload: { clientId: id } })).statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Client/addAdditionalInfo',
          token: a.token,
          payload: { clientId: id, infos: [{ typeId: 1, value: 'x' }] },
        })
      ).statusCode,
    ).toBe(404);
    // The same phone is free in another company.
    expect((await save(a.token, { name: 'Same Phone', tel: '0655443322' })).statusCode).toBe(200);
    expect((await get(a.token, '/api/Client/?keyword=Foreign')).json().total).toBe(0);
  });

  it('answers 403 to roles without bd_client', async () => {
    const s = await signedIn(t, 'boulanger');
    // Valid bodies: validation answers before the access check.
    const routes: [string, string, Payload?][] = [
      ['GET', '/api/Client/'],
      ['POST', '/api/Client/', { name: 'Someone' }],
      ['GET', '/api/Client/1'],
      ['GET', '/api/Client/create'],
      ['GET', '/api/Client/1/edit'],
      ['DELETE', '/api/Client/1'],
      ['PATCH', '/api/Client/1/reset'],
      ['GET', '/api/Client/toggleBlock/1'],
      ['GET', '/api/Client/select/data'],
      ['GET', '/api/Client/select/1'],
      ['POST', '/api/Client/addAdditionalInfo', { clientId: 1, infos: [{ typeId: 1, value: 'x' }] }],
      ['GET', '/api/Client/1/qrcode'],
      ['GET', '/api/Client/Queue'],
      ['POST', '/api/Client/Queue', { clientId: 1 }],
      ['POST', '/api/Client/import', {}],
      ['POST', '/api/Client/export/link', {}],
      ['GET', '/api/AdditionalInfoNature'],
      ['POST', '/api/AdditionalInfoType', { intitule: 'Taille', natureId: 1 }],
    ];
    for (const [method, url, payload] of routes)
      expect((await t.call({ method: method as 'GET', url, token: s.token, payload })).statusCode, `${method} ${url}`).toBe(403);
  });
});
