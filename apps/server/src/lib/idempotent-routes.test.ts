// Every write a cashier can repeat goes through the one idempotency mechanism (lib/idempotency.ts): for each such
// route, the same request sent twice in a row, and twice at once, is applied once and answers the same result.
// "Applied once" is read on the database: the rows the company holds in every ledger the write can touch.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegister } from '../../test/caisse-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newArticle, sale, tillSetup } from '../modules/orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LEDGERS = [
  'commands',
  'command_lines',
  'command_states',
  'stock_movements',
  'operations',
  'loyalty_point_movements',
  'gift_cards',
  'gift_card_movements',
  'remise_uses',
  'caisses',
  'caisse_counts',
  'billet_operations',
  'approvals',
  'audit_logs',
  'idempotency_keys',
] as const;

/** Row counts of every ledger of the company, and the sums that must not move twice. */
async function footprint(entrepriseId: number) {
  const db = t.deps.database.db;
  const out: Record<string, number> = {};
  for (const table of LEDGERS) {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entreprise_id', '=', entrepriseId)
      .executeTakeFirst();
    out[table] = Number(r?.n ?? 0);
  }
  const sums = async (table: 'stock_movements' | 'operations' | 'loyalty_point_movements' | 'gift_card_movements', col: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.sum<number>(eb.ref(col as never)).as('s'))
          .where('entreprise_id', '=', entrepriseId)
          .executeTakeFirst()
      )?.s ?? 0,
    );
  out['Σ stock'] = await sums('stock_movements', 'quantity');
  out['Σ operations'] = await sums('operations', 'amount');
  out['Σ points'] = await sums('loyalty_point_movements', 'points');
  out['Σ gift cards'] = await sums('gift_card_movements', 'amount');
  return out;
}

const diff = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(b).flatMap((k) => (b[k] !== a[k] ? [[k, b[k] - a[k]]] : [])));

type Setup = Awaited<ReturnType<typeof tillSetup>>;
interface Case {
  name: string;
  /** Builds a fresh subject and the request to repeat (key included, in the header or the payload). */
  prepare(s: Setup): Promise<(s: Setup) => Promise<LightMyRequestResponse>>;
}

const key = () => ({ 'idempotency-key': randomUUID() });
const paidSale = async (s: Setup, extra: Record<string, unknown> = {}) => {
  const r = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
    payments: [{ modePayment: 'cash', amount: 20 }],
    ...extra,
  });
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json() as { id: number; lines: { id: number }[] };
};
const newClient = async (s: Setup) =>
  (
    await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: `Client ${randomUUID().slice(0, 6)}` } })
  ).json().client.id as number;

const CASES: Case[] = [
  {
    name: 'POST /InsertCommand (a 2-line sale with a client, a promo code, a gift card and cash)',
    async prepare(s) {
      const clientId = await newClient(s);
      const code = `P${randomUUID().slice(0, 8)}`.toUpperCase();
      const types = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.admin.token })).json().typeRemiseResponse as {
        id: number;
        tag: string;
      }[];
      await t.call({
        method: 'POST',
        url: '/api/Remise/add',
        token: s.admin.token,
        payload: { intitule: code, typeRemiseId: types.find((x) => x.tag === 'percentage')!.id, valeur: 10, maxUsing: 1 },
      });
      const card = `G${randomUUID().slice(0, 8)}`.toUpperCase();
      await t.call({ method: 'POST', url: '/api/gateway/PointOfSell/GiftCard', token: s.admin.token, payload: { amount: 5, code: card } });
      const tea = await newArticle(t, s.entrepriseId, { price: 1500 });
      const payload = {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        clientId,
        codePromo: code,
        lines: [
          { priceId: s.article.priceId, quantity: 2, unitPrice: 10 },
          { priceId: tea.priceId, quantity: 1, unitPrice: 15 },
        ],
        payments: [
          { modePayment: 'gift_cheque', amount: 5, code: card },
          { modePayment: 'cash', amount: 40 },
        ],
      };
      return () => t.call({ method: 'POST', url: '/api/InsertCommand', token: s.cashier.token, payload });
    },
  },
  {
    name: 'POST /Operation/PayTotaly (paying what is left of an order)',
    async prepare(s) {
      const c = (
        await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }] })
      ).json();
      const payload = { commandId: c.id, caisseId: s.caisseId, modePayment: 'cash', clientId: randomUUID() };
      return () => t.call({ method: 'POST', url: '/api/Operation/PayTotaly', token: s.cashier.token, payload });
    },
  },
  {
    name: 'POST /CaisseOperations/add (a cash withdrawal)',
    async prepare(s) {
      const payload = { caisseId: s.caisseId, type: 'withdrawal', amount: 12.5, reason: 'Coffre', clientId: randomUUID() };
      return () => t.call({ method: 'POST', url: '/api/CaisseOperations/add', token: s.cashier.token, payload });
    },
  },
  {
    name: 'PATCH /Command/:id/state (a refund)',
    async prepare(s) {
      const c = await paidSale(s, { clientId: await newClient(s) });
      const headers = key();
      return () =>
        t.call({
          method: 'PATCH',
          url: `/api/Command/${c.id}/state`,
          token: s.cashier.token,
          headers,
          payload: { etat: 'refunded', caisseId: s.caisseId, reason: 'Client mécontent' },
        });
    },
  },
  {
    name: 'PATCH /Command/:id/state (a partial return)',
    async prepare(s) {
      const c = await paidSale(s);
      const headers = key();
      return () =>
        t.call({
          method: 'PATCH',
          url: `/api/Command/${c.id}/state`,
          token: s.cashier.token,
          headers,
          payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: c.lines[0].id, quantity: 1 }] },
        });
    },
  },
  {
    name: 'POST /Command/:id/AddEchange (an exchange paid in cash)',
    async prepare(s) {
      const c = await paidSale(s);
      const shirt = await newArticle(t, s.entrepriseId, { price: 5000 });
      const payload = {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        returns: [{ id: c.lines[0].id, quantity: 1 }],
        lines: [{ priceId: shirt.priceId, quantity: 1, unitPrice: 50 }],
        payments: [{ modePayment: 'cash', amount: 50 }],
      };
      return () => t.call({ method: 'POST', url: `/api/Command/${c.id}/AddEchange`, token: s.cashier.token, payload });
    },
  },
  {
    name: 'PUT /Operation/:id/modePayment (a payment moved to the card terminal)',
    async prepare(s) {
      const op = (
        await t.call({
          method: 'POST',
          url: '/api/CaisseOperations/add',
          token: s.cashier.token,
          payload: { caisseId: s.caisseId, type: 'advance', amount: 30 },
        })
      ).json();
      const headers = key();
      return () =>
        t.call({
          method: 'PUT',
          url: `/api/Operation/${op.id}/modePayment`,
          token: s.cashier.token,
          headers,
          payload: { modePayment: 'pos_machine', reason: 'Erreur' },
        });
    },
  },
  {
    name: 'POST /Caisse/:id/validate/Command/:commandId (a prepared order validated: its stock taken)',
    async prepare(s) {
      const c = (
        await sale(t, s.cashier.token, {
          caisseId: s.caisseId,
          isValidatable: true,
          lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }],
        })
      ).json();
      const headers = key();
      return () => t.call({ method: 'POST', url: `/api/Caisse/${s.caisseId}/validate/Command/${c.id}`, token: s.cashier.token, headers });
    },
  },
  {
    name: 'POST /PointOfSell/GiftCard (a gift card issued)',
    async prepare(s) {
      const headers = key();
      const payload = { amount: 25, comment: 'Anniversaire' };
      return () => t.call({ method: 'POST', url: '/api/gateway/PointOfSell/GiftCard', token: s.admin.token, headers, payload });
    },
  },
  {
    name: 'PATCH /Client/:id/reset (loyalty points reset through the ledger)',
    async prepare(s) {
      const clientId = await newClient(s);
      await paidSale(s, { clientId });
      const headers = key();
      return () => t.call({ method: 'PATCH', url: `/api/Client/${clientId}/reset`, token: s.admin.token, headers });
    },
  },
  {
    name: 'POST /BilletOperation (a control count)',
    async prepare(s) {
      const billet = await t.deps.database.db.selectFrom('billets').select('id').where('currencyTag', '=', 'MAD').executeTakeFirstOrThrow();
      const headers = key();
      const payload = { caisseId: s.caisseId, billets: [{ billetId: billet.id, quantity: 2 }] };
      return () => t.call({ method: 'POST', url: '/api/BilletOperation', token: s.cashier.token, headers, payload });
    },
  },
  {
    name: 'POST /Caisse/:id/close (the session closed with its count)',
    async prepare(s) {
      const payload = { counted: [{ modePayment: 'cash', amount: 100 }], clientId: randomUUID() };
      return () => t.call({ method: 'POST', url: `/api/Caisse/${s.caisseId}/close`, token: s.cashier.token, payload });
    },
  },
  {
    name: 'POST /Caisse/open (a session opened with its fund)',
    async prepare(s) {
      const registerId = await newRegister(t, s.entrepriseId, s.magasinId, 'Caisse 2');
      const payload = { registerId, openingFund: 150, clientId: randomUUID() };
      return () => t.call({ method: 'POST', url: '/api/Caisse/open', token: s.cashier.token, payload });
    },
  },
];

/** What a client sees of an answer: its status and body, less the per-request stamps. */
const seen = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json() as unknown });

describe('repeatable writes: one effect, the first answer', { timeout: 120_000 }, () => {
  for (const c of CASES) {
    it(`${c.name}: twice in a row`, async () => {
      const s = await tillSetup(t);
      const send = await c.prepare(s);
      const before = await footprint(s.entrepriseId);
      const first = await send(s);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const once = await footprint(s.entrepriseId);
      const effect = diff(before, once);
      expect(effect.idempotency_keys).toBe(1);
      expect(Object.keys(effect).length).toBeGreaterThan(1);
      const second = await send(s);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(seen(second)).toEqual(seen(first));
      expect(diff(once, await footprint(s.entrepriseId))).toEqual({});
    });

    it(`${c.name}: twice at once`, async () => {
      // The effect of one application, measured on a fresh subject, is what two parallel copies may leave.
      const ref = await tillSetup(t);
      const refSend = await c.prepare(ref);
      const refBefore = await footprint(ref.entrepriseId);
      expect((await refSend(ref)).statusCode).toBe(200);
      const effect = diff(refBefore, await footprint(ref.entrepriseId));

      const s = await tillSetup(t);
      const send = await c.prepare(s);
      const before = await footprint(s.entrepriseId);
      const [a, b] = await Promise.all([send(s), send(s)]);
      expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
      expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(seen(a)).toEqual(seen(b));
      expect(diff(before, await footprint(s.entrepriseId))).toEqual(effect);
    });
  }
});
